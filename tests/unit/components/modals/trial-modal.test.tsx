import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { TrialModal } from '@/components/modals/trial-modal';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const endpoint = 'http://mail.test/send-email';
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  global.fetch = fetchMock;
});

const ok = { status: 200, json: async () => ({ ok: true }) } as unknown as Response;
const serverError = { status: 500, json: async () => ({}) } as unknown as Response;

function renderModal(onClose = jest.fn()) {
  const view = render(<TrialModal open onClose={onClose} endpoint={endpoint} />);
  return {
    ...view,
    onClose,
    dialog: screen.getByRole('dialog', { name: 'Start Your Free Trial' }),
  };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Work email'), 'ada@analytical.example');
  await user.type(screen.getByLabelText('Company'), 'Analytical Engines');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
}

const submitButton = () => screen.getByRole('button', { name: 'Start Free Trial' });

describe('TrialModal', () => {
  it('is a dialog labelled by its title, with its copy, focused on the first field', () => {
    const { dialog } = renderModal();
    expect(dialog).toHaveAccessibleDescription('14 days, no credit card required');
    expect(dialog).toHaveTextContent(
      'No credit card required • Cancel anytime • 14-day free trial',
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
      'href',
      '/legal/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    );
  });

  it('shows each field its first error, tied to it, and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(screen.getByLabelText('Work email'), 'ada@');
    await user.click(submitButton());

    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
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
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's error as soon as that field is edited, and only that one", async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(submitButton());
    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));

    await user.type(firstName, 'A'); // still too short, but edited: the error goes
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('First name must be at least 2 characters')).not.toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('You must accept the terms and conditions')).not.toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
  });

  it('while sending: every control disabled, no second submit, no way to close', async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { onClose, dialog } = renderModal();
    await fillValidForm(user);
    await user.click(submitButton());

    const sending = await screen.findByRole('button', { name: 'Activating Your Trial...' });
    expect(sending).toBeDisabled();
    for (const input of dialog.querySelectorAll('input')) expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close trial signup' })).toBeDisabled();

    fireEvent.submit(sending.closest('form')!);
    fireEvent(dialog, new Event('cancel', { cancelable: true })); // Escape
    fireEvent.click(dialog); // the backdrop
    expect(onClose).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(ok));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('after a success: the success toast, closes and resets', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(ok);
    const { onClose } = renderModal();
    await fillValidForm(user);
    await user.click(submitButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledWith('Trial signup email sent successfully!');
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(submitButton()).toBeEnabled();
  });

  it('after a failure: the error toast, closes, but keeps what was typed', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(serverError);
    const { onClose } = renderModal();
    await fillValidForm(user);
    await user.click(submitButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('Server error (500)');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Company')).toHaveValue('Analytical Engines');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('closing by hand resets the values and the errors', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.type(screen.getByLabelText('Last name'), 'L');
    await user.click(submitButton());
    await screen.findByText('First name must be at least 2 characters');

    await user.click(screen.getByRole('button', { name: 'Close trial signup' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Last name')).toHaveValue('');
    expect(screen.queryByText('First name must be at least 2 characters')).not.toBeInTheDocument();
  });
});
