import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { TrialModal } from '@/components/modals/trial-modal';
import { TURNSTILE_ACTION as SERVER_ACTION } from '@/lib/leads/turnstile.mjs';
import { TURNSTILE_ACTION, TURNSTILE_FIELD, type TurnstileOptions } from '@/lib/trial/turnstile';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const endpoint = 'http://mail.test/send-email';
const fetchMock = jest.fn();
const ok = { status: 200, json: async () => ({ ok: true }) } as unknown as Response;

/** Turnstile's API as the page sees it once its script ran: each widget gets the next token. */
function fakeTurnstile() {
  const rendered: TurnstileOptions[] = [];
  const removed: string[] = [];
  window.turnstile = {
    render: (_container, options) => {
      rendered.push(options);
      options.callback(`token-${rendered.length}`);
      return `widget-${rendered.length}`;
    },
    remove: (id) => removed.push(id),
  };
  return { rendered, removed };
}

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(ok);
  global.fetch = fetchMock;
});
afterEach(() => {
  delete window.turnstile;
});

async function submitValidForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Work email'), 'ada@analytical.example');
  await user.type(screen.getByLabelText('Company'), 'Analytical Engines');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
  await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalled());
}

const sentForm = (call: number) => (fetchMock.mock.calls[call]![1] as RequestInit).body as FormData;

it('without a site key there is no check and no token field', async () => {
  const { rendered } = fakeTurnstile();
  render(<TrialModal open onClose={jest.fn()} endpoint={endpoint} />);
  await submitValidForm();
  expect(rendered).toEqual([]);
  expect(sentForm(0).has(TURNSTILE_FIELD)).toBe(false);
});

it("with a site key the form sends the check's token, and a fresh widget serves the next submit", async () => {
  const { rendered, removed } = fakeTurnstile();
  render(
    <TrialModal
      open
      onClose={jest.fn()}
      endpoint={endpoint}
      turnstileSiteKey="1x00000000000000000000AA"
    />,
  );
  await waitFor(() => expect(rendered).toHaveLength(1));
  expect(rendered[0]).toMatchObject({
    sitekey: '1x00000000000000000000AA',
    appearance: 'interaction-only',
    // The action the endpoint requires of a token (lib/leads/turnstile.mjs).
    action: SERVER_ACTION,
  });
  expect(TURNSTILE_ACTION).toBe(SERVER_ACTION);
  await submitValidForm();
  expect(sentForm(0).get(TURNSTILE_FIELD)).toBe('token-1');
  // A token is good for one submit: the widget is drawn again.
  await waitFor(() => expect(rendered).toHaveLength(2));
  expect(removed).toEqual(['widget-1']);
});

it('an expired token is not sent', async () => {
  const { rendered } = fakeTurnstile();
  render(<TrialModal open onClose={jest.fn()} endpoint={endpoint} turnstileSiteKey="key" />);
  await waitFor(() => expect(rendered).toHaveLength(1));
  rendered[0]!['expired-callback']!();
  await submitValidForm();
  expect(sentForm(0).has(TURNSTILE_FIELD)).toBe(false);
});
