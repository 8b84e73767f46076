import { runInNewContext } from 'node:vm';
import { LOADER_ATTRIBUTE } from '../../../scripts/build/first-paint.mjs';

type Callback = (list: { getEntriesByName(name: string): unknown[] }, o: object) => void;
type Element = {
  tag: string;
  src?: string;
  async?: boolean;
  href?: string;
  rel?: string;
  onerror?: () => void;
};

/**
 * Runs the loader of a rewritten page in a fake page, its browser reporting paints to the
 * loader's observer, and returns controls for the page's life, the script elements the loader
 * added, in order, the page-description requests it made (each answered by the test), and what
 * it did when the page could not come alive: the `<html>` attributes it set, the reports it sent
 * with `navigator.sendBeacon`, its reloads and what the session remembered.
 *
 * @param session the page's sessionStorage; `null` for one that throws on access
 */
export function runLoader(
  html: string,
  {
    paintTiming = true,
    session = new Map<string, string>() as Map<string, string> | null,
    pathname = '/plans',
  } = {},
) {
  const code = html.match(new RegExp(`<script ${LOADER_ATTRIBUTE}="">([^<]*)</script>`))?.[1];
  if (!code) throw new Error('no loader in the page');
  const added: Array<{ src: string; async: boolean }> = [];
  const scripts: Element[] = [];
  const preloaded: string[] = [];
  /** What happened, in order: `push` (the description handed to Next) and `script <src>`. */
  const log: string[] = [];
  const listeners: Array<() => void> = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const requests: Array<{ address: string; answer: (body: string | null) => void }> = [];
  const beacons: Array<{ address: string; body: string }> = [];
  const marks = new Map<string, string>();
  let reloads = 0;
  const self: { __next_f?: unknown[] } = {};
  let observer: { callback: Callback; instance: object } | null = null;
  let disconnected = false;
  const stylesheet = { disabled: true };
  const document = {
    readyState: 'loading',
    documentElement: { setAttribute: (name: string, value: string) => marks.set(name, value) },
    querySelectorAll: (selector: string) => (selector === 'link[data-inlined]' ? [stylesheet] : []),
    createElement: (tag: string): Element => ({ tag }),
    head: {
      appendChild: (element: Element) => {
        if (element.tag === 'script') {
          added.push({ src: element.src!, async: element.async! });
          scripts.push(element);
          log.push(`script ${element.src}`);
        } else if (element.rel === 'preload') preloaded.push(element.href!);
      },
    },
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'DOMContentLoaded') listeners.push(fn);
    },
  };
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    constructor(callback: Callback) {
      observer = { callback, instance: this };
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  const sessionStorage = {
    getItem(key: string) {
      if (!session) throw new Error('SecurityError');
      return session.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (!session) throw new Error('SecurityError');
      session.set(key, value);
    },
  };
  const window = {
    PerformanceObserver: FakeObserver,
    location: {
      pathname,
      href: `https://kyrelo.example${pathname}`,
      reload: () => void (reloads += 1),
    },
    get sessionStorage() {
      if (!session) throw new Error('SecurityError');
      return sessionStorage;
    },
    navigator: {
      sendBeacon: (address: string, body: string) => beacons.push({ address, body }) > 0,
    },
  };
  const fetch = (address: string) =>
    new Promise((resolve) =>
      requests.push({
        address,
        answer: (body) => resolve({ ok: body !== null, text: async () => body }),
      }),
    );
  // The description's queue records when it is handed over.
  Object.defineProperty(self, '__next_f', {
    get: () => undefined,
    set: (queue: unknown[]) => {
      Object.defineProperty(self, '__next_f', { value: queue });
      queue.push = (...items: unknown[]) => {
        log.push('push');
        return Array.prototype.push.apply(queue, items);
      };
    },
    configurable: true,
  });
  // A context of its own, holding only the page's globals the loader may name (INLINE_GLOBALS in
  // scripts/build/inline-function.mjs) besides the language's: any other name throws here.
  runInNewContext(code, {
    document,
    window,
    self,
    fetch,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  const report = (name: string) =>
    observer?.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, observer.instance);
  return {
    added,
    preloaded,
    log,
    requests,
    self,
    stylesheet,
    timers,
    beacons,
    marks,
    get reloads() {
      return reloads;
    },
    get disconnected() {
      return disconnected;
    },
    firstPaint: () => report('first-paint'),
    firstContentfulPaint: () => report('first-contentful-paint'),
    parsed() {
      document.readyState = 'interactive';
      listeners.forEach((fn) => fn());
    },
    /** The loader's longest wait passes. */
    waitOut: () => timers.forEach((t) => t.fn()),
    /** The script the loader added for `src` fails to load. */
    failScript(src: string) {
      const script = scripts.find((element) => element.src === src);
      if (!script?.onerror) throw new Error(`no script ${src} with an error handler`);
      script.onerror();
    },
    /** The page is parsed and painted, so the description is requested. */
    painted() {
      this.parsed();
      this.firstContentfulPaint();
    },
  };
}

/** Lets the loader's promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
