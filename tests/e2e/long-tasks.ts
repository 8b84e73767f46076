import type { Page } from '@playwright/test';

/**
 * The long-task guard's probe. Installed before the page's own scripts, it records every task
 * over 50 ms (the Long Tasks API, which is what Total Blocking Time adds up) with what ran in it
 * (Long Animation Frames' script attribution), and the moment the page first goes idle once React
 * has hydrated it: the framework's start-up (evaluating its scripts, hydrating) is over by then,
 * and everything after it is the site's own work before a visitor's first interaction (the cookie
 * banner, analytics, the typeface, scenes coming near).
 */
export function installLongTaskProbe() {
  type Probe = {
    tasks: { start: number; duration: number }[];
    scripts: { start: number; duration: number; label: string; callback: boolean }[];
    idleFrom: number | null;
    quietSince: number;
  };
  const probe: Probe = { tasks: [], scripts: [], idleFrom: null, quietSince: 0 };
  const frame = requestAnimationFrame.bind(window);
  Object.assign(window, { __longTasks: probe });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.tasks.push({ start: entry.startTime, duration: entry.duration });
      probe.quietSince = entry.startTime + entry.duration;
    }
  }).observe({ type: 'longtask', buffered: true });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      // Long Animation Frames are newer than TypeScript's DOM types.
      for (const entry of list.getEntries() as unknown as {
        scripts: {
          invoker: string;
          invokerType: string;
          sourceURL: string;
          startTime: number;
          duration: number;
        }[];
      }[]) {
        for (const script of entry.scripts)
          probe.scripts.push({
            start: script.startTime,
            duration: script.duration,
            label: `${script.invoker.replace(location.origin, '')} (${Math.round(script.duration)} ms)`,
            // An idle callback, a timer or a frame callback: work the page schedules itself.
            callback: script.invokerType === 'user-callback',
          });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  const hydrated = () => {
    const island = document.querySelector('footer button');
    return island !== null && Object.keys(island).some((key) => key.startsWith('__reactFiber'));
  };
  const watch = () => {
    if (hydrated()) probe.idleFrom = performance.now();
    else frame(watch);
  };
  frame(watch);
}

export interface LongTask {
  start: number;
  duration: number;
  /** The time scripts ran in it (Long Animation Frames' attribution); the rest is rendering. */
  script: number;
  /** Which scripts: the invoker (a callback, an event, a script's address) and its time. */
  ran: string[];
  /** The longest idle callback, timer or frame callback in it, in ms (0 when none ran). */
  callback: number;
}

/**
 * Waits until the page has settled: idle since React hydrated it, and no long task, resource
 * request or pending timer of its idle-time work for `quietMs` (measured in the page's own idle
 * callbacks, not slept here). Returns the long tasks that started after the first idle period.
 */
export async function longTasksAfterHydration(page: Page, quietMs = 1500): Promise<LongTask[]> {
  await page.waitForFunction(
    (quiet) => {
      const probe = (window as unknown as { __longTasks: { idleFrom: number | null } }).__longTasks;
      if (probe.idleFrom === null) return false;
      const w = window as unknown as { __resources?: number; __quietFrom?: number };
      const resources = performance.getEntriesByType('resource').length;
      if (w.__resources !== resources) {
        w.__resources = resources;
        w.__quietFrom = performance.now();
      }
      const lastTask = (window as unknown as { __longTasks: { quietSince: number } }).__longTasks
        .quietSince;
      return performance.now() - Math.max(w.__quietFrom ?? 0, lastTask) > quiet;
    },
    quietMs,
    { polling: 100 },
  );
  return page.evaluate(() => {
    type Span = { start: number; duration: number };
    const probe = (
      window as unknown as {
        __longTasks: {
          tasks: Span[];
          scripts: (Span & { label: string; callback: boolean })[];
          idleFrom: number;
        };
      }
    ).__longTasks;
    return probe.tasks
      .filter((task) => task.start >= probe.idleFrom)
      .map((task) => {
        const inside = probe.scripts.filter(
          (script) => script.start >= task.start - 1 && script.start < task.start + task.duration,
        );
        return {
          start: Math.round(task.start),
          duration: Math.round(task.duration),
          script: Math.round(inside.reduce((sum, script) => sum + script.duration, 0)),
          ran: inside.map((script) => script.label),
          callback: Math.round(
            Math.max(0, ...inside.filter((s) => s.callback).map((s) => s.duration)),
          ),
        };
      });
  });
}
