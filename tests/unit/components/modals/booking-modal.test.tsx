import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingModal } from '@/components/modals/booking-modal';
import { bookingHostAnswers } from '@/lib/booking-probe';

// The calendar's host answers, unless a test says otherwise.
jest.mock('@/lib/booking-probe', () => ({ bookingHostAnswers: jest.fn(async () => true) }));

function renderModal(props: { title?: string; bookingUrl?: string } = {}) {
  const onClose = jest.fn();
  const onStartTrial = jest.fn();
  render(<BookingModal open onClose={onClose} onStartTrial={onStartTrial} {...props} />);
  return { onClose, onStartTrial };
}

describe('BookingModal', () => {
  it('has the title, subtitle, benefits, reassurances and footer lines', async () => {
    renderModal({ bookingUrl: 'https://cal.example/kyrelo/30min' });
    const dialog = screen.getByRole('dialog', { name: 'Schedule Your Free Consultation' });
    expect(dialog).toHaveAccessibleDescription(
      "Let's discuss how Kyrelo can transform your business",
    );
    const d = within(dialog);
    expect(d.getByRole('heading', { name: "What You'll Get:" })).toBeInTheDocument();
    for (const text of [
      'Personalized Demo',
      'See Kyrelo tailored to your business needs',
      'Strategy Session',
      'Get expert advice on scaling your agency with AI',
      'Quick Setup',
      'Learn how to get started in just 15 minutes',
      'No commitment required',
      '14-day free trial included',
      'Expert guidance provided',
      'Choose your preferred time slot',
      'Trusted by 5,000+ agencies worldwide',
      'Average setup time: 15 minutes',
    ]) {
      // Hyphenated words are wrapped in a span of their own (kept on one line): the text is
      // matched on the element that holds it whole.
      expect(d.getAllByText((_, element) => element?.textContent === text).length).toBeGreaterThan(
        0,
      );
    }
    await d.findByTitle('Book a 30-minute consultation with Kyrelo');
  });

  it('embeds the scheduling page in a titled frame, "Loading calendar..." until it loads', async () => {
    renderModal({ bookingUrl: 'https://cal.example/kyrelo/30min' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading calendar...');
    const frame = await screen.findByTitle('Book a 30-minute consultation with Kyrelo');
    expect(frame).toHaveAttribute('src', 'https://cal.example/kyrelo/30min');
    fireEvent.load(frame);
    expect(screen.queryByText('Loading calendar...')).not.toBeInTheDocument();
  });

  it('when the calendar host does not answer, offers the scheduling page and email instead', async () => {
    jest.mocked(bookingHostAnswers).mockResolvedValueOnce(false);
    renderModal({ bookingUrl: 'https://cal.example/kyrelo/30min' });
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByRole('link', { name: /^Open the scheduling page/ })).toHaveAttribute(
      'href',
      'https://cal.example/kyrelo/30min',
    );
    expect(dialog.getByRole('link', { name: 'Email hello@kyrelo.example' })).toHaveAttribute(
      'href',
      'mailto:hello@kyrelo.example',
    );
    expect(dialog.queryByTitle(/consultation/)).not.toBeInTheDocument();
  });

  it('without a configured calendar offers email instead of an empty frame', () => {
    renderModal({ bookingUrl: undefined });
    expect(screen.queryByTitle(/consultation/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Email hello@kyrelo.example/ })).toHaveAttribute(
      'href',
      'mailto:hello@kyrelo.example',
    );
  });

  it('takes an overriding title', () => {
    renderModal({ title: 'Talk to our agency team' });
    expect(screen.getByRole('dialog', { name: 'Talk to our agency team' })).toBeInTheDocument();
  });

  it('"Maybe Later", the close button and the backdrop close it', async () => {
    const user = userEvent.setup();
    const { onClose, onStartTrial } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    await user.click(screen.getByRole('button', { name: 'Close booking modal' }));
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onStartTrial).not.toHaveBeenCalled();
  });

  it('"Start Free Trial Instead" hands over to the trial modal', async () => {
    const user = userEvent.setup();
    const { onClose, onStartTrial } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Start Free Trial Instead' }));
    expect(onStartTrial).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
