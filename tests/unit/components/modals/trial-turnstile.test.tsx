/**
 * The trial form's optional spam check, Cloudflare Turnstile: drawn by the form's controller in
 * the slot the dialog's HTML has when a site key is configured, its token sent with the form.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { TrialDialog } from '@/components/modals/trial-dialog';
import { attachTrialForm } from '@/components/modals/trial-form-controller';
import { dialogRuntimeConfig } from '@/components/ui/dialog-runtime';
import { dialogRuntime } from '@/lib/dialogs/runtime';
import { TURNSTILE_ACTION as SERVER_ACTION } from '@/lib/leads/turnstile.mjs';
import { dialogIds, requestModal } from '@/lib/modal-events';
import {
  TURNSTILE_ACTION,
  TURNSTILE_FIELD,
  TURNSTILE_ORIGIN,
  type TurnstileOptions,
} from '@/lib/trial/turnstile';
import { pasteValidTrialValues } from '../../helpers/trial-values';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

/** NEXT_PUBLIC_TURNSTILE_SITE_KEY as each test configures it: the dialog and controller read it. */
let mockSiteKey: string | undefined;
jest.mock('@/lib/env', () => {
  const { env } = jest.requireActual('@/lib/env');
  return {
    env: {
      ...env,
      get turnstileSiteKey() {
        return mockSiteKey;
      },
    },
  };
});

const SITE_KEY = '1x00000000000000000000AA';
const endpoint = 'http://mail.test/send-email';
const fetchMock = jest.fn();
const ok = { status: 200, json: async () => ({ ok: true }) } as unknown as Response;
const serverError = { status: 500, json: async () => ({}) } as unknown as Response;

/**
 * Turnstile's API as the page sees it once its script ran: each widget gets the next token at
 * once, unless `later` (an interactive challenge), when the test hands it over itself.
 */
function fakeTurnstile({ later = false } = {}) {
  const rendered: TurnstileOptions[] = [];
  const containers: HTMLElement[] = [];
  const removed: string[] = [];
  window.turnstile = {
    render: (container, options) => {
      rendered.push(options);
      containers.push(container);
      if (!later) options.callback(`token-${rendered.length}`);
      return `widget-${rendered.length}`;
    },
    remove: (id) => removed.push(id),
  };
  return { rendered, containers, removed };
}

beforeAll(() => dialogRuntime(dialogRuntimeConfig));

let detach: (() => void) | undefined;

beforeEach(() => {
  mockSiteKey = SITE_KEY;
  fetchMock.mockReset().mockResolvedValue(ok);
  global.fetch = fetchMock;
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
});
afterEach(() => {
  detach?.();
  detach = undefined;
  delete window.turnstile;
});

/** The dialog open, its form taken over with the configured site key (none given here). */
function openAttached() {
  render(<TrialDialog />);
  const dialog = document.getElementById(dialogIds.trial) as HTMLDialogElement;
  openDialog();
  detach = attachTrialForm(dialog, { endpoint });
  return dialog;
}

function openDialog() {
  act(() => {
    requestModal('trial');
  });
}

/** Fills the form (unless it kept its values), submits it and waits for the dialog to close. */
async function submitValidForm(dialog: HTMLDialogElement, { filled = false } = {}) {
  const user = userEvent.setup({ delay: null });
  if (!filled) await pasteValidTrialValues(user);
  await user.click(screen.getByRole('button', { name: /^Start Free Trial/ }));
  await waitFor(() => expect(dialog.open).toBe(false));
}

const sentForm = (call: number) => (fetchMock.mock.calls[call]![1] as RequestInit).body as FormData;
const slot = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLElement>('[data-turnstile]');

it('without a site key there is no check, no slot for it and no token field', async () => {
  mockSiteKey = undefined;
  const { rendered } = fakeTurnstile();
  const dialog = openAttached();
  expect(slot(dialog)).toBeNull();
  await submitValidForm(dialog);
  expect(rendered).toEqual([]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(sentForm(0).has(TURNSTILE_FIELD)).toBe(false);
});

it("with a site key the form sends the check's token, and a fresh widget serves each next submit", async () => {
  const { rendered, containers, removed } = fakeTurnstile();
  const dialog = openAttached();
  await waitFor(() => expect(rendered).toHaveLength(1));
  // Drawn in the form's own slot, above the submit button.
  expect(containers[0]).toBe(slot(dialog));
  expect(dialog.querySelector('form')).toContainElement(containers[0]!);
  expect(rendered[0]).toMatchObject({
    sitekey: SITE_KEY,
    appearance: 'interaction-only',
    // The action the endpoint requires of a token (lib/leads/turnstile.mjs).
    action: SERVER_ACTION,
  });
  expect(TURNSTILE_ACTION).toBe(SERVER_ACTION);

  await submitValidForm(dialog);
  expect(sentForm(0).get(TURNSTILE_FIELD)).toBe('token-1');
  // A token is good for one submit: the widget is drawn again, the old one removed.
  await waitFor(() => expect(rendered).toHaveLength(2));
  expect(removed).toEqual(['widget-1']);

  openDialog();
  await submitValidForm(dialog);
  expect(sentForm(1).get(TURNSTILE_FIELD)).toBe('token-2');
  await waitFor(() => expect(rendered).toHaveLength(3));
  expect(removed).toEqual(['widget-1', 'widget-2']);
  expect(containers.every((container) => container === slot(dialog))).toBe(true);
});

it('after a failed send the kept values go again with a new token', async () => {
  const { rendered, removed } = fakeTurnstile();
  fetchMock.mockResolvedValueOnce(serverError);
  const dialog = openAttached();
  await submitValidForm(dialog);
  expect(toast.error).toHaveBeenCalledWith('Server error (500)');
  expect(sentForm(0).get(TURNSTILE_FIELD)).toBe('token-1');
  await waitFor(() => expect(rendered).toHaveLength(2));
  expect(removed).toEqual(['widget-1']);

  openDialog();
  expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  await submitValidForm(dialog, { filled: true });
  expect(toast.success).toHaveBeenCalledTimes(1);
  expect(sentForm(1).get(TURNSTILE_FIELD)).toBe('token-2');
});

it('a failed validation keeps the token for the submit that follows', async () => {
  const user = userEvent.setup({ delay: null });
  const { rendered } = fakeTurnstile();
  const dialog = openAttached();
  await user.click(screen.getByRole('button', { name: /^Start Free Trial/ }));
  await screen.findByText('First name must be at least 2 characters');
  expect(rendered).toHaveLength(1);

  await submitValidForm(dialog);
  expect(sentForm(0).get(TURNSTILE_FIELD)).toBe('token-1');
});

it('the token an interactive check gives later is the one sent', async () => {
  const { rendered } = fakeTurnstile({ later: true });
  const dialog = openAttached();
  await waitFor(() => expect(rendered).toHaveLength(1));
  rendered[0]!.callback('token-after-challenge');
  await submitValidForm(dialog);
  expect(sentForm(0).get(TURNSTILE_FIELD)).toBe('token-after-challenge');
});

it.each(['expired-callback', 'error-callback'] as const)(
  'a token gone stale (%s) is not sent',
  async (callback) => {
    const { rendered } = fakeTurnstile();
    const dialog = openAttached();
    await waitFor(() => expect(rendered).toHaveLength(1));
    rendered[0]![callback]!();
    await submitValidForm(dialog);
    expect(sentForm(0).has(TURNSTILE_FIELD)).toBe(false);
  },
);

it('a check whose script does not load leaves the form sending without a token', async () => {
  const dialog = openAttached();
  const script = document.head.querySelector<HTMLScriptElement>(
    `script[src^="${TURNSTILE_ORIGIN}"]`,
  );
  expect(script).not.toBeNull();
  act(() => {
    script!.dispatchEvent(new Event('error'));
  });
  await submitValidForm(dialog);
  expect(toast.success).toHaveBeenCalledTimes(1);
  expect(sentForm(0).has(TURNSTILE_FIELD)).toBe(false);
});

it('detaching the form removes its widget', async () => {
  const { rendered, removed } = fakeTurnstile();
  openAttached();
  await waitFor(() => expect(rendered).toHaveLength(1));
  detach!();
  detach = undefined;
  expect(removed).toEqual(['widget-1']);
});
