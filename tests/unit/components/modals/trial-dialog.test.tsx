/**
 * The trial dialog as the page has it: its HTML (TrialDialog, a server component), the dialogs'
 * inline runtime (which opens, closes and resets it, and holds a submit made before the form's
 * code arrived) and the controller that takes the form over (attachTrialForm).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { toast } from 'sonner';
import { TrialDialog } from '@/components/modals/trial-dialog';
import { attachTrialForm } from '@/components/modals/trial-form-controller';
import { dialogRuntimeConfig } from '@/components/ui/dialog-runtime';
import { type TrackedEvent, connectTracking, resetTracking } from '@/lib/analytics/track';
import { dialogRuntime } from '@/lib/dialogs/runtime';
import {
  CODE_WANTED_EVENT,
  TOASTS_WANTED_EVENT,
  dialogIds,
  requestModal,
} from '@/lib/modal-events';
import { pasteValidTrialValues, validTrialValues } from '../../helpers/trial-values';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const endpoint = 'http://mail.test/send-email';
const fetchMock = jest.fn();
const ok = { status: 200, json: async () => ({ ok: true }) } as unknown as Response;
const serverError = { status: 500, json: async () => ({}) } as unknown as Response;

/** What the funnel heard: the analytics sink, connected afresh for each test. */
const tracked: TrackedEvent[] = [];
const submitted = () => tracked.filter((event) => event.name === 'trial_submitted');

/**
 * The submit button holds both its labels; Tailwind's rules, which jsdom does not load, show one
 * at a time: the form's `data-busy` swaps them (`group-data-busy:`).
 */
const labelRules = `
  .hidden { display: none; }
  .group[data-busy] .group-data-busy\\:hidden { display: none; }
  .group[data-busy] .group-data-busy\\:inline { display: inline; }
`;

beforeAll(() => {
  // The runtime's listeners are the document's for good: installed once, as the page does.
  dialogRuntime(dialogRuntimeConfig);
  const style = document.createElement('style');
  style.textContent = labelRules;
  document.head.append(style);
});

let detach: (() => void) | undefined;

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(ok);
  global.fetch = fetchMock;
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  tracked.length = 0;
  resetTracking();
  connectTracking((event) => tracked.push(event));
});

afterEach(() => {
  detach?.();
  detach = undefined;
});

/** The dialog in the page's HTML, closed, its form not yet taken over. */
function renderDialog() {
  render(<TrialDialog />);
  return document.getElementById(dialogIds.trial) as HTMLDialogElement;
}

/** Opens it as another script would (the runtime handles the window event). */
function openDialog() {
  act(() => {
    requestModal('trial', { location: 'hero' });
  });
  return screen.getByRole('dialog', { name: 'Start Your Free Trial' });
}

function attach(dialog: HTMLDialogElement) {
  detach = attachTrialForm(dialog, { endpoint });
  return detach;
}

/** The dialog open and its form's code arrived: the usual state once the visitor starts typing. */
function openAttached() {
  const dialog = renderDialog();
  openDialog();
  attach(dialog);
  return dialog;
}

const submitButton = () => screen.getByRole('button', { name: 'Start Free Trial' });
const closeButton = () => screen.getByRole('button', { name: 'Close trial signup' });
const form = (dialog: HTMLDialogElement) => dialog.querySelector('form')!;

/** The multipart body of the n-th request, and its e-mail's HTML. */
const sentForm = (call = 0) => (fetchMock.mock.calls[call]![1] as RequestInit).body as FormData;
const sentBody = (call = 0) => String(sentForm(call).get('body_html'));

describe('TrialDialog', () => {
  it('is in the HTML closed, under its id, with its form waiting for its code', () => {
    const dialog = renderDialog();
    expect(dialog).toHaveAttribute('id', dialogIds.trial);
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A submit that nothing handles closes the dialog and sends the values nowhere.
    expect(form(dialog)).toHaveAttribute('method', 'dialog');
    expect(form(dialog)).toHaveAttribute('data-needs-code');
  });

  it('is a dialog labelled by its title, with its copy and legal links', () => {
    renderDialog();
    const dialog = openDialog();
    expect(dialog).toHaveAccessibleDescription('14 days, no credit card required');
    expect(dialog).toHaveTextContent(
      'No credit card required • Cancel anytime • 14-day free trial',
    );
    const d = within(dialog);
    for (const label of ['First name', 'Last name', 'Work email', 'Company', 'Phone (optional)'])
      expect(d.getByLabelText(label)).toHaveValue('');
    expect(d.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
      'href',
      '/legal/terms-and-conditions',
    );
    expect(d.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    );
    expect(d.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
    // The honeypot is out of the accessibility tree, so no person meets it.
    expect(d.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    expect(d.getByLabelText('Website')).toHaveAttribute('tabindex', '-1');
  });

  it("the page's HTML puts the focus on the first field when the dialog opens", () => {
    // What the server writes: `autofocus`, which showModal() honours (React only focuses).
    document.body.innerHTML = renderToStaticMarkup(<TrialDialog />);
    const dialog = document.getElementById(dialogIds.trial) as HTMLDialogElement;
    act(() => {
      requestModal('trial');
    });
    expect(dialog.open).toBe(true);
    expect(screen.getByLabelText('First name')).toHaveAttribute('autofocus');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    document.body.innerHTML = '';
  });

  it('shows each field its first error, tied to it, and focuses the first invalid field', async () => {
    const user = userEvent.setup({ delay: null });
    openAttached();
    await user.type(screen.getByLabelText('Work email'), 'ada@');
    await user.click(submitButton());

    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAccessibleDescription('First name must be at least 2 characters');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Last name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription(
      'Company name must be at least 2 characters',
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'You must accept the terms and conditions',
    );
    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).not.toHaveAccessibleDescription();
    expect(fetchMock).not.toHaveBeenCalled();
    // The funnel hears which fields failed, never what they held.
    expect(submitted()).toEqual([
      {
        name: 'trial_submitted',
        properties: {
          outcome: 'validation_failed',
          invalid_fields: ['firstName', 'lastName', 'email', 'company', 'acceptTerms'],
        },
      },
    ]);
    expect(JSON.stringify(tracked)).not.toContain('ada@');
  });

  it('focuses the first invalid field in the order shown, even when it is a later one', async () => {
    const user = userEvent.setup({ delay: null });
    openAttached();
    await pasteValidTrialValues(user);
    await user.clear(screen.getByLabelText('Company'));
    await user.type(screen.getByLabelText('Phone (optional)'), 'call me');
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveFocus());
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    );
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
  });

  it("clears a field's error as soon as that field is edited, and only that one", async () => {
    const user = userEvent.setup({ delay: null });
    openAttached();
    await user.click(submitButton());
    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));

    await user.type(firstName, 'A'); // still too short, but edited: the error goes
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(firstName).not.toHaveAccessibleDescription();
    expect(screen.queryByText('First name must be at least 2 characters')).not.toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeVisible();

    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('You must accept the terms and conditions')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-invalid');

    await user.click(submitButton());
    expect(await screen.findByText('First name must be at least 2 characters')).toBeVisible();
  });

  it('does not validate again while the visitor types, only at the next submit', async () => {
    const user = userEvent.setup({ delay: null });
    openAttached();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(submitButton());
    await screen.findByText('Last name must be at least 2 characters');
    expect(submitted()).toHaveLength(1);

    // An edit that is still wrong, and a valid field made wrong: nobody is told off yet.
    await user.type(screen.getByLabelText('Last name'), 'L');
    await user.type(screen.getByLabelText('Work email'), 'not an address');
    await user.clear(screen.getByLabelText('First name'));
    await user.tab();
    for (const label of ['First name', 'Last name', 'Work email'])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Last name must be at least 2 characters')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(submitted()).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed values, the addresses and the lead context to the endpoint', async () => {
    const user = userEvent.setup({ delay: null });
    openAttached();
    await pasteValidTrialValues(user);
    await user.type(screen.getByLabelText('Company'), '  ');
    await user.type(screen.getByLabelText('Phone (optional)'), '+44 20 7946 0000');
    await user.click(submitButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    const sent = sentForm();
    expect(sent.get('subject')).toBe('New Trial Signup');
    expect(sent.get('from_email')).toMatch(/@/);
    expect(sent.get('to')).toMatch(/@/);
    const body = sentBody();
    for (const value of [
      'Ada',
      'Lovelace',
      'ada@analytical.example',
      '>Analytical Engines<',
      '+44 20 7946 0000',
      'Accepted terms',
      'Form opened on',
    ])
      expect(body).toContain(value);
    // Nobody filled the honeypot; the check is not configured, so no token either.
    expect(body).not.toContain('Website');
    expect(Array.from(sent.keys()).sort()).toEqual(['body_html', 'from_email', 'subject', 'to']);
  });

  it('while sending: every control disabled, the label swapped, no second submit, no way to close', async () => {
    const user = userEvent.setup({ delay: null });
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const dialog = openAttached();
    await pasteValidTrialValues(user);
    await user.click(submitButton());

    const sending = await screen.findByRole('button', { name: 'Activating Your Trial...' });
    expect(sending).toBeDisabled();
    expect(dialog).toHaveAttribute('data-busy');
    expect(form(dialog)).toHaveAttribute('aria-busy', 'true');
    for (const input of dialog.querySelectorAll('input')) expect(input).toBeDisabled();
    expect(closeButton()).toBeDisabled();

    fireEvent.submit(form(dialog));
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false); // Escape
    fireEvent.click(closeButton());
    fireEvent.click(dialog); // the backdrop
    act(() => dialog.close()); // Chromium's second Escape: the runtime opens it again
    expect(dialog.open).toBe(true);
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(ok));
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('after a success: the success toast, closes and resets', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = openAttached();
    await pasteValidTrialValues(user);
    await user.click(submitButton());

    await waitFor(() => expect(dialog.open).toBe(false));
    expect(toast.success).toHaveBeenCalledWith('Trial signup email sent successfully!');
    expect(toast.error).not.toHaveBeenCalled();
    expect(submitted()).toEqual([{ name: 'trial_submitted', properties: { outcome: 'success' } }]);

    // The next opening starts afresh.
    openDialog();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Company')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(closeButton()).toBeEnabled();
    expect(dialog).not.toHaveAttribute('data-busy');
    expect(form(dialog)).toHaveAttribute('aria-busy', 'false');
  });

  it('after a failure: the error toast, closes, but keeps what was typed for the next opening', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValue(serverError);
    const dialog = openAttached();
    await pasteValidTrialValues(user);
    await user.click(submitButton());

    await waitFor(() => expect(dialog.open).toBe(false));
    expect(toast.error).toHaveBeenCalledWith('Server error (500)');
    expect(toast.success).not.toHaveBeenCalled();
    expect(submitted()).toEqual([
      { name: 'trial_submitted', properties: { outcome: 'server_error', status_class: '5xx' } },
    ]);

    openDialog();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Company')).toHaveValue('Analytical Engines');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(submitButton()).toBeEnabled();

    // Sent again, it goes out with the same values.
    fetchMock.mockResolvedValue(ok);
    await user.click(submitButton());
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentBody(1)).toContain('Analytical Engines');
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('a failure keeps the values for one opening only: closing by hand then resets them', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const dialog = openAttached();
    await pasteValidTrialValues(user);
    await user.click(submitButton());
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(toast.error).toHaveBeenCalledWith(
      'Unable to connect to server. Please contact support if this issue persists.',
    );

    openDialog();
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    await user.click(closeButton());
    expect(dialog.open).toBe(false);
    openDialog();
    expect(screen.getByLabelText('Last name')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('closing by hand resets the values and the errors', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = openAttached();
    await user.type(screen.getByLabelText('Last name'), 'L');
    await user.click(submitButton());
    await screen.findByText('First name must be at least 2 characters');

    await user.click(closeButton());
    expect(dialog.open).toBe(false);
    openDialog();
    expect(screen.getByLabelText('Last name')).toHaveValue('');
    expect(screen.queryByText('First name must be at least 2 characters')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('First name')).not.toHaveAccessibleDescription();
  });

  it('a filled honeypot sends nothing, and the bot sees the usual success', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = openAttached();
    await pasteValidTrialValues(user);
    fireEvent.change(screen.getByLabelText('Website'), {
      target: { value: 'http://spam.example' },
    });
    await user.click(submitButton());

    await waitFor(() => expect(dialog.open).toBe(false));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Trial signup email sent successfully!');
    expect(submitted()).toEqual([
      { name: 'trial_submitted', properties: { outcome: 'discarded' } },
    ]);
    expect(screen.getByLabelText('Website')).toHaveValue('');
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });
});

describe('attachTrialForm', () => {
  it('keeps what was typed before it came, the focus and the caret included, and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog();
    openDialog();
    await user.type(screen.getByLabelText('Last name'), validTrialValues.lastName);
    await user.type(screen.getByLabelText('Work email'), validTrialValues.email);
    await user.type(screen.getByLabelText('Company'), validTrialValues.company);
    await user.click(screen.getByRole('checkbox'));
    const firstName = screen.getByLabelText('First name');
    await user.type(firstName, 'Aa{ArrowLeft}');
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveProperty('selectionStart', 1);

    attach(dialog);
    expect(form(dialog)).not.toHaveAttribute('data-needs-code');
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveValue('Aa');
    expect(firstName).toHaveProperty('selectionStart', 1);
    expect(screen.getByLabelText('Company')).toHaveValue('Analytical Engines');
    expect(screen.getByRole('checkbox')).toBeChecked();

    // Typing goes on where the caret was.
    await user.keyboard('d');
    expect(firstName).toHaveValue('Ada');
    await user.click(submitButton());
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const value of ['>Ada<', 'Lovelace', 'ada@analytical.example', 'Analytical Engines'])
      expect(sentBody()).toContain(value);
  });

  it('asks for the toasts as soon as it is attached, long before a send can end', () => {
    const dialog = renderDialog();
    const wanted = jest.fn();
    window.addEventListener(TOASTS_WANTED_EVENT, wanted);
    attach(dialog);
    window.removeEventListener(TOASTS_WANTED_EVENT, wanted);
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('a submit the runtime held before the code came is sent once attached', async () => {
    const user = userEvent.setup({ delay: null });
    const codeWanted = jest.fn();
    window.addEventListener(CODE_WANTED_EVENT, codeWanted);
    const dialog = renderDialog();
    openDialog();
    await pasteValidTrialValues(user);
    await user.click(submitButton());

    // Held: not sent, not closed (`method="dialog"`), and the code is asked for at once.
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAttribute('data-submit-waiting');
    expect(codeWanted).toHaveBeenCalledTimes(1);
    window.removeEventListener(CODE_WANTED_EVENT, codeWanted);
    expect(fetchMock).not.toHaveBeenCalled();

    attach(dialog);
    expect(dialog).not.toHaveAttribute('data-submit-waiting');
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody()).toContain('Analytical Engines');
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(submitted()).toEqual([{ name: 'trial_submitted', properties: { outcome: 'success' } }]);
  });

  it('a held submit of an unfinished form shows its errors once attached', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog();
    openDialog();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(submitButton());
    expect(dialog).toHaveAttribute('data-submit-waiting');
    expect(screen.queryByText('Last name must be at least 2 characters')).not.toBeInTheDocument();

    attach(dialog);
    expect(await screen.findByText('Last name must be at least 2 characters')).toBeVisible();
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(dialog.open).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a held submit is dropped when the dialog was closed by hand before the code came', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = renderDialog();
    openDialog();
    await pasteValidTrialValues(user);
    await user.click(submitButton());
    expect(dialog).toHaveAttribute('data-submit-waiting');
    await user.click(closeButton());
    expect(dialog.open).toBe(false);

    attach(dialog);
    expect(dialog).not.toHaveAttribute('data-submit-waiting');
    // Whatever a submit would do has happened once the pending promises have run.
    await act(async () => {});
    openDialog();
    // Nothing was sent, and the next opening shows a fresh form without errors.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(submitted()).toEqual([]);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('First name must be at least 2 characters')).not.toBeInTheDocument();
  });

  it('attaching twice is harmless: one submit, one send, one event', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = openAttached();
    const second = attachTrialForm(dialog, { endpoint });
    await user.click(submitButton());
    await screen.findByText('First name must be at least 2 characters');
    expect(submitted()).toHaveLength(1);

    // The second attach did nothing, so its detach undoes nothing.
    second();
    expect(form(dialog)).not.toHaveAttribute('data-needs-code');
    await pasteValidTrialValues(user);
    await user.click(submitButton());
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(submitted()).toHaveLength(2);
  });

  it('detached, the form waits for its code again, and a new attach takes it over', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = openAttached();
    detach!();
    expect(form(dialog)).toHaveAttribute('data-needs-code');
    await user.click(submitButton());
    expect(dialog).toHaveAttribute('data-submit-waiting');
    expect(submitted()).toEqual([]);

    attach(dialog);
    await screen.findByText('First name must be at least 2 characters');
    expect(submitted()).toHaveLength(1);
  });
});
