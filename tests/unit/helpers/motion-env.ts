import { act } from '@testing-library/react';

/** Makes `prefers-reduced-motion: reduce` match (or not) in jsdom, which has no matchMedia. */
export function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }),
  });
}

export function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}
