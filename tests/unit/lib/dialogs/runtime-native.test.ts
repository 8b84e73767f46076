/**
 * The dialogs' inline runtime in an engine with invoker commands: the browser fires `command` at
 * the dialog and the runtime does the opening itself, the same way as without them; a click does
 * nothing more (no second opening).
 */
import { fireEvent } from '@testing-library/react';
import { installRuntime, writePage } from './runtime-page';

beforeAll(() => {
  Object.defineProperty(HTMLButtonElement.prototype, 'command', {
    configurable: true,
    value: '',
  });
  installRuntime();
});

/** What a browser with invoker commands dispatches when `source` is activated. */
function command(target: HTMLElement, source: HTMLElement, name: string) {
  const event = new Event('command', { cancelable: true });
  Object.defineProperties(event, { source: { value: source }, command: { value: name } });
  target.dispatchEvent(event);
  return event;
}

test("the command event opens the dialog the runtime's way and is cancelled", () => {
  const page = writePage();
  const event = command(page.trial, page.opener, 'show-modal');
  expect(event.defaultPrevented).toBe(true);
  expect(page.trial.open).toBe(true);
  expect(page.trial.getAttribute('data-opened-from')).toBe('hero');
  expect(document.activeElement).toBe(page.field);
});

test('a click alone does not open it: the browser sends the command', () => {
  const page = writePage();
  fireEvent.click(page.opener);
  expect(page.trial.open).toBe(false);
});

test('request-close is refused while busy', () => {
  const page = writePage();
  page.trial.showModal();
  page.trial.setAttribute('data-busy', '');
  command(page.trial, page.close, 'request-close');
  expect(page.trial.open).toBe(true);
  page.trial.removeAttribute('data-busy');
  command(page.trial, page.close, 'request-close');
  expect(page.trial.open).toBe(false);
});
