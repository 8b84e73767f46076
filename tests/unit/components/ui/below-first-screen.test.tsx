import { act, render, screen } from '@testing-library/react';
import { BelowFirstScreen } from '@/components/ui/below-first-screen';

/** A browser whose idle periods come only when the test says so. */
function fakeIdle() {
  const queue = new Map<number, () => void>();
  let next = 1;
  window.requestIdleCallback = (callback) => {
    queue.set(next, () => callback({ didTimeout: false, timeRemaining: () => 10 }));
    return next++;
  };
  window.cancelIdleCallback = (id) => void queue.delete(id);
  return {
    pending: () => queue.size,
    /** Runs the idle callbacks queued so far. */
    idle: () =>
      act(() => {
        const due = [...queue];
        queue.clear();
        for (const [, run] of due) run();
      }),
  };
}

const page = (
  <BelowFirstScreen>
    <section aria-label="First" />
    <section aria-label="Second" />
    <section aria-label="Third" />
  </BelowFirstScreen>
);
const drawnSections = () =>
  screen
    .getAllByRole('region')
    .filter((section) => section.hasAttribute('data-drawn'))
    .map((section) => section.getAttribute('aria-label'));

test('wraps its sections in a box-less element that marks each to be drawn when near', () => {
  fakeIdle();
  render(page);
  const wrapper = screen.getByRole('region', { name: 'First' }).parentElement;
  expect(wrapper).toHaveClass('contents', '*:render-when-near');
  expect(drawnSections()).toEqual([]);
});

test('once idle, draws the sections for good, one per idle period, top to bottom', () => {
  const browser = fakeIdle();
  render(page);
  browser.idle();
  expect(drawnSections()).toEqual(['First']);
  browser.idle();
  expect(drawnSections()).toEqual(['First', 'Second']);
  browser.idle();
  expect(drawnSections()).toEqual(['First', 'Second', 'Third']);
  expect(browser.pending()).toBe(0);
});

test('stops when the page goes', () => {
  const browser = fakeIdle();
  const { unmount } = render(page);
  browser.idle();
  unmount();
  expect(browser.pending()).toBe(0);
});
