import { act, render, screen } from '@testing-library/react';
import { BelowFirstScreen } from '@/components/ui/below-first-screen';

/** A browser whose frames come only when the test says so. */
function fakeFrames() {
  const frames = new Map<number, () => void>();
  let next = 1;
  window.requestAnimationFrame = (callback) => {
    frames.set(next, () => callback(performance.now()));
    return next++;
  };
  window.cancelAnimationFrame = (id) => void frames.delete(id);
  window.scrollTo = jest.fn();
  return {
    pending: () => frames.size + jest.getTimerCount(),
    /** A frame is laid out and painted, and the task after it runs. */
    frame: () => {
      act(() => {
        const due = [...frames];
        frames.clear();
        for (const [, run] of due) run();
      });
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

const pressEnd = (target: Element = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', {
    key: 'End',
    bubbles: true,
    cancelable: true,
    ...init,
  });
  act(() => void target.dispatchEvent(event));
  return event;
};

test('wraps its sections in a box-less element that marks each to be drawn when near', () => {
  fakeFrames();
  render(page);
  const wrapper = screen.getByRole('region', { name: 'First' }).parentElement;
  expect(wrapper).toHaveClass('contents', '*:render-when-near');
  expect(sectionsWith('data-drawn')).toEqual([]);
  // The first-screen marker comes just before the sections.
  expect(wrapper?.previousElementSibling).toHaveAttribute('id', 'first-screen-end');
});

test('does no work of its own until the visitor asks for the bottom of the page', () => {
  const browser = fakeFrames();
  render(page);
  expect(browser.pending()).toBe(0);
  expect(sectionsWith('data-drawn')).toEqual([]);
  expect(sectionsWith('data-measured')).toEqual([]);
});

test('End draws every section, scrolls to the real bottom, then lets them be skipped again', () => {
  const browser = fakeFrames();
  render(page);
  const event = pressEnd();
  expect(event.defaultPrevented).toBe(true);
  expect(sectionsWith('data-drawn')).toEqual(['First', 'Second', 'Third']);
  expect(window.scrollTo).toHaveBeenCalledTimes(1);
  browser.frame();
  // Measured: skipped again while far away, at the height the browser now remembers.
  expect(sectionsWith('data-drawn')).toEqual([]);
  expect(sectionsWith('data-measured')).toEqual(['First', 'Second', 'Third']);
  expect(browser.pending()).toBe(0);
  // Once measured, End is the browser's own again.
  expect(pressEnd().defaultPrevented).toBe(false);
  expect(window.scrollTo).toHaveBeenCalledTimes(1);
});

test('leaves End to a field, a dialog, a control that handled it, and Shift+End', () => {
  fakeFrames();
  render(
    <>
      <input aria-label="Field" />
      <dialog open>
        <button type="button">In dialog</button>
      </dialog>
      {page}
    </>,
  );
  expect(pressEnd(screen.getByRole('textbox', { name: 'Field' })).defaultPrevented).toBe(false);
  expect(pressEnd(screen.getByRole('button', { name: 'In dialog' })).defaultPrevented).toBe(false);
  expect(pressEnd(document.body, { shiftKey: true }).defaultPrevented).toBe(false);
  const handled = (event: KeyboardEvent) => event.preventDefault();
  document.body.addEventListener('keydown', handled);
  pressEnd();
  document.body.removeEventListener('keydown', handled);
  expect(sectionsWith('data-drawn')).toEqual([]);
  expect(window.scrollTo).not.toHaveBeenCalled();
});

test('stops listening when the page goes, and a measurement under way ends quietly', () => {
  const browser = fakeFrames();
  const { unmount } = render(page);
  pressEnd();
  unmount();
  browser.frame();
  expect(browser.pending()).toBe(0);
  expect(pressEnd().defaultPrevented).toBe(false);
});
