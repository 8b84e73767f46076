/**
 * The dialogs' inline runtime in an engine without invoker commands (jsdom, like WebKitGTK 2.50):
 * a click on an opener does what the browser's command would, and everything the runtime adds.
 */
import { fireEvent } from '@testing-library/react';
import {
  DIALOG_OPENED_EVENT,
  PENDING_ATTRIBUTE,
  config,
  installRuntime,
  writePage,
} from './runtime-page';

beforeAll(() => {
  expect('command' in HTMLButtonElement.prototype).toBe(false);
  installRuntime();
});

afterEach(() => jest.useRealTimers());

test('an opener opens its dialog, focused first so focus can return to it', () => {
  const page = writePage();
  const focusedAtOpen: (Element | null)[] = [];
  const opened = jest.fn();
  page.trial.addEventListener(DIALOG_OPENED_EVENT, opened);
  const showModal = page.trial.showModal.bind(page.trial);
  page.trial.showModal = () => {
    focusedAtOpen.push(document.activeElement);
    showModal();
  };
  fireEvent.click(page.opener);
  expect(page.trial.open).toBe(true);
  expect(focusedAtOpen).toEqual([page.opener]);
  // The first field has the focus, and the funnel hears where it was opened from.
  expect(document.activeElement).toBe(page.field);
  expect(page.trial.getAttribute('data-opened-from')).toBe('hero');
  expect(opened).toHaveBeenCalledTimes(1);
});

test('a delayed opener waits 300 ms, marked pending meanwhile', () => {
  jest.useFakeTimers();
  const page = writePage();
  fireEvent.click(page.delayed);
  expect(page.trial.open).toBe(false);
  expect(page.delayed.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
  // A second tap while waiting does not queue a second opening.
  fireEvent.click(page.delayed);
  jest.advanceTimersByTime(299);
  expect(page.trial.open).toBe(false);
  jest.advanceTimersByTime(1);
  expect(page.trial.open).toBe(true);
  expect(page.delayed.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  expect(page.trial.getAttribute('data-opened-from')).toBe('header');
});

test('the close button and the backdrop close it; its form is reset', () => {
  const page = writePage();
  fireEvent.click(page.opener);
  page.field.value = 'Ada';
  fireEvent.click(page.close);
  expect(page.trial.open).toBe(false);
  expect(page.field.value).toBe('');
  fireEvent.click(page.opener);
  // A click on the backdrop lands on the dialog element itself.
  fireEvent.click(page.trial);
  expect(page.trial.open).toBe(false);
});

test('while busy nothing closes it: close button, backdrop, Escape; a forced close reopens', () => {
  const page = writePage();
  fireEvent.click(page.opener);
  page.trial.setAttribute('data-busy', '');
  fireEvent.click(page.close);
  fireEvent.click(page.trial);
  expect(page.trial.open).toBe(true);
  const cancel = new Event('cancel', { cancelable: true });
  page.trial.dispatchEvent(cancel);
  expect(cancel.defaultPrevented).toBe(true);
  // Chromium closes a dialog on a second Escape even when cancel was prevented.
  page.trial.close();
  expect(page.trial.open).toBe(true);
  page.trial.removeAttribute('data-busy');
  fireEvent.click(page.close);
  expect(page.trial.open).toBe(false);
});

test('a dialog marked data-keep keeps its values through a close', () => {
  const page = writePage();
  fireEvent.click(page.opener);
  page.field.value = 'Ada';
  page.trial.setAttribute('data-keep', '');
  page.trial.close();
  expect(page.field.value).toBe('Ada');
});

test('an opener inside another dialog closes that one first', () => {
  const page = writePage();
  page.booking.showModal();
  fireEvent.click(page.instead);
  expect(page.booking.open).toBe(false);
  expect(page.trial.open).toBe(true);
  expect(page.trial.getAttribute('data-opened-from')).toBe('booking_modal');
});

test('a submit before the form has its code is held, and the code is asked for', () => {
  const page = writePage();
  const wanted = jest.fn();
  window.addEventListener(config.codeWanted, wanted);
  fireEvent.click(page.opener);
  const submit = new Event('submit', { cancelable: true, bubbles: true });
  page.form.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(page.trial.open).toBe(true);
  expect(page.trial.hasAttribute('data-submit-waiting')).toBe(true);
  expect(wanted).toHaveBeenCalledTimes(1);
  // Closed by hand, the held submit is given up with it.
  page.trial.close();
  expect(page.trial.hasAttribute('data-submit-waiting')).toBe(false);
  // Once the controller took the form over (the mark gone), a submit is its own.
  page.form.removeAttribute('data-needs-code');
  const later = new Event('submit', { cancelable: true, bubbles: true });
  page.form.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
  window.removeEventListener(config.codeWanted, wanted);
});

test('the window events open their dialogs, cancelled so the sender knows; a booking title lasts one opening', () => {
  const page = writePage();
  const trialEvent = new CustomEvent('openTrailModal', {
    cancelable: true,
    detail: { location: 'pricing' },
  });
  expect(window.dispatchEvent(trialEvent)).toBe(false);
  expect(page.trial.open).toBe(true);
  expect(page.trial.getAttribute('data-opened-from')).toBe('pricing');
  page.trial.close();

  const heading = page.booking.querySelector('h2')!;
  window.dispatchEvent(
    new CustomEvent('openBookingModal', { cancelable: true, detail: { title: 'Talk to sales' } }),
  );
  expect(page.booking.open).toBe(true);
  expect(heading).toHaveTextContent('Talk to sales');
  expect(page.booking.getAttribute('data-opened-from')).toBe('other');
  page.booking.close();
  window.dispatchEvent(new CustomEvent('openBookingModal', { cancelable: true }));
  expect(heading).toHaveTextContent('Schedule Your Free Consultation');
});

test('an event for a dialog the page does not have is left for someone else', () => {
  document.body.innerHTML = '';
  const event = new CustomEvent('openTrailModal', { cancelable: true });
  expect(window.dispatchEvent(event)).toBe(true);
});
