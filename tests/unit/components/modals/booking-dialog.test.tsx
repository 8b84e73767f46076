import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BookingDialog } from '@/components/modals/booking-dialog';
import { bookingHostAnswers } from '@/lib/booking-probe';
import { DIALOG_OPENED_EVENT, dialogIds } from '@/lib/modal-events';

// The calendar's host answers, unless a test says otherwise.
jest.mock('@/lib/booking-probe', () => ({ bookingHostAnswers: jest.fn(async () => true) }));

const PAGE = 'https://cal.example/kyrelo/30min';

/**
 * Renders the dialog and opens it as the runtime does (jsdom has no invoker commands): a closed
 * dialog is out of the accessibility tree, and the calendar waits for the opening.
 */
function renderOpen(bookingUrl?: string) {
  const { container } = render(<BookingDialog bookingUrl={bookingUrl} />);
  const dialog = container.querySelector('dialog')!;
  act(() => {
    dialog.showModal();
    dialog.dispatchEvent(new Event(DIALOG_OPENED_EVENT, { bubbles: true }));
  });
  return screen.getByRole('dialog', { name: 'Schedule Your Free Consultation' });
}

describe('BookingDialog', () => {
  afterEach(() => jest.mocked(bookingHostAnswers).mockClear());

  it('is in the HTML closed, under its id, and asks the calendar host nothing', () => {
    const { container } = render(<BookingDialog bookingUrl={PAGE} />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('id', dialogIds.booking);
    expect(dialog).not.toHaveAttribute('open');
    expect(bookingHostAnswers).not.toHaveBeenCalled();
  });

  it('has the title, subtitle, benefits, reassurances and footer lines', async () => {
    const dialog = renderOpen(PAGE);
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
    renderOpen(PAGE);
    expect(screen.getByRole('status')).toHaveTextContent('Loading calendar...');
    const frame = await screen.findByTitle('Book a 30-minute consultation with Kyrelo');
    expect(frame).toHaveAttribute('src', PAGE);
    fireEvent.load(frame);
    expect(screen.queryByText('Loading calendar...')).not.toBeInTheDocument();
  });

  it('when the calendar host does not answer, offers the scheduling page and email instead', async () => {
    jest.mocked(bookingHostAnswers).mockResolvedValueOnce(false);
    const dialog = within(renderOpen(PAGE));
    expect(await dialog.findByRole('link', { name: /^Open the scheduling page/ })).toHaveAttribute(
      'href',
      PAGE,
    );
    expect(dialog.getByRole('link', { name: 'Email hello@kyrelo.example' })).toHaveAttribute(
      'href',
      'mailto:hello@kyrelo.example',
    );
    expect(dialog.queryByTitle(/consultation/)).not.toBeInTheDocument();
  });

  it('without a configured calendar offers email instead of an empty frame', () => {
    const dialog = within(renderOpen(undefined));
    expect(dialog.queryByTitle(/consultation/)).not.toBeInTheDocument();
    expect(dialog.getByRole('link', { name: /Email hello@kyrelo.example/ })).toHaveAttribute(
      'href',
      'mailto:hello@kyrelo.example',
    );
    expect(bookingHostAnswers).not.toHaveBeenCalled();
  });

  it('"Maybe Later" and the close button ask to close it', () => {
    const dialog = within(renderOpen());
    for (const name of ['Maybe Later', 'Close booking modal']) {
      const button = dialog.getByRole('button', { name });
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('command', 'request-close');
      expect(button).toHaveAttribute('commandfor', dialogIds.booking);
    }
  });

  it('"Start Free Trial Instead" opens the trial dialog, marked for the funnel', () => {
    const button = within(renderOpen()).getByRole('button', { name: 'Start Free Trial Instead' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(button).toHaveAttribute('commandfor', dialogIds.trial);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('data-cta-location', 'booking_modal');
    expect(button).toHaveAttribute('data-trial-instead');
  });
});
