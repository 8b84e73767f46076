import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { builtTrialEndpoint } from '../e2e/trial-endpoint';

// WebKitWebDriver has no request interception and no script that runs before a page's own
// (WebDriver BiDi is not in WebKitGTK 2.50), so the browser is pointed at this HTTP proxy for
// every request (the session's `proxy` capability). The proxy is what `page.route` and
// `addInitScript` are for the Playwright projects:
// - the site's pages pass through with the watch script first in their <head>;
// - the site's framework scripts pass, or are refused or held while a test asks (`setScripts`);
// - the built trial endpoint (NEXT_PUBLIC_TRIAL_ENDPOINT) is answered by the test's own stand-in;
// - every other host is refused and recorded, so no test reaches the internet.

/** The path the watch script is served at, on the site's own origin. */
const WATCH_PATH = '/__engine-watch.js';

/**
 * Runs before any other script of the page (it is the first element of <head>, ahead of the
 * page's <meta> policy) and removes its own element, so React hydrates the document it expects.
 * It records policy violations, uncaught errors and rejections, console errors, and whether the
 * modal host listens yet (the trial and booking buttons open modals from then on).
 */
function watch() {
  const w = window as unknown as Window & { engineWatch: EngineWatch };
  const record: EngineWatch = { violations: [], errors: [], listeners: [] };
  w.engineWatch = record;
  document.currentScript?.remove();
  document.addEventListener('securitypolicyviolation', (event) => {
    record.violations.push(
      `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI}`,
    );
  });
  w.addEventListener('error', (event) => {
    record.errors.push(`uncaught: ${event.message}`);
  });
  w.addEventListener('unhandledrejection', (event) => {
    record.errors.push(`unhandled rejection: ${String(event.reason)}`);
  });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    record.errors.push(`console.error: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
  const add = w.addEventListener.bind(w);
  w.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject]) => {
    if (!record.listeners.includes(type)) record.listeners.push(type);
    return add(type, ...rest);
  }) as typeof w.addEventListener;
}

export interface EngineWatch {
  violations: string[];
  errors: string[];
  /** The window event types that have a listener. */
  listeners: string[];
}

const WATCH_SOURCE = `(${watch.toString()})();`;

/** The site's framework scripts: the chunks the page's loader adds and those imported later. */
const SCRIPT_PATH = /^\/_next\/static\/chunks\/[^/]+\.js$/;

/**
 * What the proxy does with the framework scripts: `pass` them (the default), `refuse` them (503,
 * so the page stays the document its HTML is, as when they fail to arrive), or `hold` them
 * unanswered until the test passes them again (code that is on its way).
 */
export type ScriptsMode = 'pass' | 'refuse' | 'hold';

export interface EngineProxy {
  /** host:port, for the session's proxy capability. */
  address: string;
  /** Every request to another host than the site's and the trial endpoint's, refused. */
  refused: string[];
  /** Where the built trial endpoint's requests go now (a stand-in's URL), or null: refused. */
  setTrialEndpoint(url: string | null): void;
  /** How many signups (POSTs) the trial endpoint was sent since it was last set. */
  trialPosts(): number;
  /** Answers the configured export's country lookup with `country` from now on. */
  answerGeo(country: string | null): void;
  /** How many country lookups were answered. */
  geoLookups(): number;
  /**
   * What happens to the site's framework scripts from now on. Leaving `hold` lets the requests
   * held meanwhile through, in the order they came.
   */
  setScripts(mode: ScriptsMode): void;
  /** The paths of the script requests held now. */
  heldScripts(): string[];
  close(): Promise<void>;
}

function forward(req: IncomingMessage, res: ServerResponse, target: URL, inject: boolean) {
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      const isPage = inject && /^text\/html/.test(answer.headers['content-type'] ?? '');
      if (!isPage) {
        const headers = { ...answer.headers };
        // The scripts are served immutable and WebKit's cache outlives a test, so a chunk imported
        // later (the trial form's code) would come from it without a request the proxy can hold:
        // the browser keeps none. Those the page's loader preloads WebKit still takes from its
        // memory cache on a later visit, whatever the headers: a test that refuses them opens
        // the site by its other name (`siteByAddress`, fixtures.ts), where nothing is cached.
        if (inject && SCRIPT_PATH.test(target.pathname)) headers['cache-control'] = 'no-store';
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const withWatch = html.replace(
          /<head[^>]*>/,
          (head) => `${head}<script src="${WATCH_PATH}"></script>`,
        );
        if (withWatch === html) {
          // A page without <head> would run unwatched: it fails instead.
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(`engine proxy: no <head> in ${target.href}`);
          return;
        }
        const headers = { ...answer.headers };
        delete headers['content-length'];
        delete headers['content-encoding'];
        delete headers.etag;
        res.writeHead(answer.statusCode ?? 200, headers);
        res.end(withWatch);
      });
    },
  );
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}

/**
 * Starts the proxy in front of `sites` (the served exports' origins) on a free loopback port;
 * `geoEndpoint` is the configured export's country lookup.
 */
export async function startEngineProxy(sites: string[], geoEndpoint: string): Promise<EngineProxy> {
  const hosts = new Set(sites.map((origin) => new URL(origin).host));
  const endpoint = new URL(builtTrialEndpoint);
  const geo = new URL(geoEndpoint);
  const refused: string[] = [];
  let trialEndpoint: string | null = null;
  let posts = 0;
  let country: string | null = null;
  let lookups = 0;
  let scripts: ScriptsMode = 'pass';
  const held: { req: IncomingMessage; res: ServerResponse; target: URL }[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    if (url.host === geo.host && url.pathname === geo.pathname && country) {
      lookups += 1;
      res.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': req.headers.origin ?? '*',
      });
      res.end(JSON.stringify({ country_code: country, ip: '203.0.113.7' }));
    } else if (hosts.has(url.host)) {
      const site = new URL(`http://${url.host}`);
      if (url.pathname === WATCH_PATH) {
        res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
        res.end(WATCH_SOURCE);
        return;
      }
      // Uncompressed, so the proxy can read the pages it adds the watch script to.
      delete req.headers['accept-encoding'];
      const target = new URL(url.pathname + url.search, site);
      if (scripts !== 'pass' && SCRIPT_PATH.test(url.pathname)) {
        if (scripts === 'hold') {
          const request = { req, res, target };
          held.push(request);
          // A page that goes away meanwhile takes its request with it: it is no longer held.
          res.on('close', () => {
            const index = held.indexOf(request);
            if (index >= 0) held.splice(index, 1);
          });
        } else {
          res.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
          res.end('engine proxy: the framework scripts are refused');
        }
        return;
      }
      forward(req, res, target, true);
    } else if (url.host === endpoint.host && trialEndpoint) {
      if (req.method === 'POST') posts += 1;
      forward(req, res, new URL(trialEndpoint), false);
    } else {
      refused.push(`${req.method} ${url.href}`);
      res.writeHead(502);
      res.end();
    }
  });
  // HTTPS goes through CONNECT: refused as well.
  server.on('connect', (req, socket) => {
    refused.push(`CONNECT ${req.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    refused,
    setTrialEndpoint(url) {
      trialEndpoint = url;
      posts = 0;
    },
    trialPosts: () => posts,
    answerGeo(code) {
      country = code;
      lookups = 0;
    },
    geoLookups: () => lookups,
    setScripts(mode) {
      scripts = mode;
      if (mode === 'hold') return;
      for (const { req, res, target } of held.splice(0)) forward(req, res, target, true);
    },
    heldScripts: () => held.map(({ target }) => target.pathname),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
