import { act, render, screen } from '@testing-library/react';
import { BelowFirstScreen } from '@/components/ui/below-first-screen';

/** A browser whose idle periods and frames come only when the test says so. */
function fakeBrowser() {
  const idleQueue = new Map<number, () => void>();
  const frames = new Map<number, () => void>();
  let next = 1;
  window.requestIdleCallback = (callback) => {
    idleQueue.set(next, () => callback({ didTimeout: false, timeRemaining: () => 10 }));
    return next++;
  };
  window.cancelIdleCallback = (id) => void idleQueue.delete(id);
  window.requestAnimationFrame = (callback) => {
    frames.set(next, () => callback(performance.now()));
    return next++;
  };
  window.cancelAnimationFrame = (id) => void frames.delete(id);
  /** Runs what is queued in `queue` so far. */
  const flush = (queue: Map<number, () => void>) =>
    act(() => {
      const due = [...queue];
      queue.clear();
      for (const [, run] of due) run();
    });
  return {
    pending: () => idleQueue.size + frames.size + jest.getTimerCount(),
    idle: () => flush(idleQueue),
    /** A frame is laid out and painted, and the task after it runs. */
    frame: () => {
      flush(frames);
      act(() => jest.runOnlyPendingTimers());
    },
  };
}

const page = (
  <BelowFirstScreen>
    <section aria-label="First" />
    <section aria-label="Second" />
    <section aria-label="Third" />
  </BelowFirstScreen>
);
const sectionsWith = (attribute: string) =>
  screen
    .getAllByRole('region')
    .filter((section) => section.hasAttribute(attribute))
    .map((section) => section.getAttribute('aria-label'));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('wraps its sections in a box-less element that marks each to be drawn when near', () => {
  fakeBrowser();
  render(page);
  const wrapper = screen.getByRole('region', { name: 'First' }).parentElement;
  expect(wrapper).toHaveClass('contents', '*:render-when-near');
  expect(sectionsWith('data-drawn')).toEqual([]);
  // The first-screen marker comes just before the sections.
  expect(wrapper?.previousElementSibling).toHaveAttribute('id', 'first-screen-end');
});

test('once idle, draws each section for one frame, one per idle period, top to bottom', () => {
  const browser = fakeBrowser();
  render(page);
  browser.idle();
  expect(sectionsWith('data-drawn')).toEqual(['First']);
  browser.frame();
  // Measured: skipped again while far away, at the height the browser now remembers.
  expect(sectionsWith('data-drawn')).toEqual([]);
  expect(sectionsWith('data-measured')).toEqual(['First']);
  browser.idle();
  expect(sectionsWith('data-drawn')).toEqual(['Second']);
  browser.frame();
  browser.idle();
  browser.frame();
  expect(sectionsWith('data-drawn')).toEqual([]);
  expect(sectionsWith('data-measured')).toEqual(['First', 'Second', 'Third']);
  expect(browser.pending()).toBe(0);
});

test('stops when the page goes, mid-measurement too', () => {
  const browser = fakeBrowser();
  const { unmount } = render(page);
  browser.idle();
  unmount();
  expect(browser.pending()).toBe(0);
});
