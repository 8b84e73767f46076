import { act, fireEvent, render } from '@testing-library/react';
import { DialogHost } from '@/components/modals/dialog-host';
import { connectTracking, resetTracking, type TrackedEvent } from '@/lib/analytics/track';
import { CODE_WANTED_EVENT, DIALOG_OPENED_EVENT } from '@/lib/modal-events';

const attachTrialForm = jest.fn();
jest.mock('@/components/modals/trial-form-controller', () => ({
  attachTrialForm: (dialog: HTMLDialogElement) => attachTrialForm(dialog),
}));

/** The page's dialogs and an opener, as the layout renders them. */
function writePage({ trialOpen = false } = {}) {
  document.body.innerHTML = `
    <button type="button" command="show-modal" commandfor="trial-dialog">Start Free Trial</button>
    <button type="button">Something else</button>
    <dialog id="trial-dialog" data-dialog data-opened-from="hero" ${trialOpen ? 'open' : ''}>
      <input aria-label="First name">
    </dialog>
    <dialog id="booking-dialog" data-dialog data-opened-from="mobile_menu">
      <button type="button" data-trial-instead>Start Free Trial Instead</button>
    </dialog>`;
  const get = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
  return {
    opener: get<HTMLButtonElement>('[commandfor]'),
    other: get<HTMLButtonElement>('button:not([commandfor])'),
    trial: get<HTMLDialogElement>('#trial-dialog'),
    field: get<HTMLInputElement>('input'),
    booking: get<HTMLDialogElement>('#booking-dialog'),
    instead: get<HTMLButtonElement>('[data-trial-instead]'),
  };
}

/** Lets the dynamic import's promise settle. */
const settle = () => act(async () => {});

let events: TrackedEvent[];
beforeEach(() => {
  attachTrialForm.mockReset();
  resetTracking();
  events = [];
  connectTracking((event) => events.push(event));
});

test('fetches nothing until the visitor shows intent', async () => {
  const page = writePage();
  render(<DialogHost />, { container: document.body.appendChild(document.createElement('div')) });
  fireEvent.pointerOver(page.other);
  fireEvent.focusIn(page.other);
  await settle();
  expect(attachTrialForm).not.toHaveBeenCalled();
});

test.each([
  [
    'a pointer over an opener',
    (page: ReturnType<typeof writePage>) => fireEvent.pointerOver(page.opener),
  ],
  [
    'a pointer down on an opener',
    (page: ReturnType<typeof writePage>) => fireEvent.pointerDown(page.opener),
  ],
  ['focus on an opener', (page: ReturnType<typeof writePage>) => fireEvent.focusIn(page.opener)],
  ['focus in the dialog', (page: ReturnType<typeof writePage>) => fireEvent.focusIn(page.field)],
  ['a held submit', () => window.dispatchEvent(new Event(CODE_WANTED_EVENT))],
])('%s attaches the trial form, once', async (_, intent) => {
  const page = writePage();
  render(<DialogHost />, { container: document.body.appendChild(document.createElement('div')) });
  intent(page);
  intent(page);
  await settle();
  expect(attachTrialForm).toHaveBeenCalledTimes(1);
  expect(attachTrialForm).toHaveBeenCalledWith(page.trial);
});

test('a dialog opened before the page hydrated gets its code and its funnel event at once', async () => {
  const page = writePage({ trialOpen: true });
  render(<DialogHost />, { container: document.body.appendChild(document.createElement('div')) });
  await settle();
  expect(attachTrialForm).toHaveBeenCalledWith(page.trial);
  expect(events).toEqual([{ name: 'trial_modal_opened', properties: { location: 'hero' } }]);
});

test('the funnel hears each opening with where it came from', () => {
  const page = writePage();
  render(<DialogHost />, { container: document.body.appendChild(document.createElement('div')) });
  page.booking.dispatchEvent(new Event(DIALOG_OPENED_EVENT, { bubbles: true }));
  fireEvent.click(page.instead);
  page.trial.setAttribute('data-opened-from', 'booking_modal');
  page.trial.dispatchEvent(new Event(DIALOG_OPENED_EVENT, { bubbles: true }));
  expect(events).toEqual([
    { name: 'booking_modal_opened', properties: { location: 'mobile_menu' } },
    { name: 'booking_trial_instead_clicked', properties: {} },
    { name: 'trial_modal_opened', properties: { location: 'booking_modal' } },
  ]);
});
