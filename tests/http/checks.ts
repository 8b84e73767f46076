import { setTimeout as delay } from 'node:timers/promises';

/**
 * Runs `check` and names `label` in its failure: jest's `expect` takes no message, and a loop
 * over paths must say which one failed.
 */
export async function labelled<T>(label: string, check: () => T | Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof Error) {
      error.message = `${label}: ${error.message}`;
      error.stack = `${label}: ${error.stack}`;
    }
    throw error;
  }
}

/** Asks `read` again until `done` holds of its answer (5 s at most), and returns that answer. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await delay(100);
  }
}
