import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { booking } from '@/content/booking';
import { company } from '@/content/site';
import { timings } from '@/content/timings';
import { BookingCalendar } from '@/components/booking/booking-calendar';
import { BookingCalendarOnOpen } from '@/components/booking/booking-calendar-on-open';
import { bookingHostAnswers } from '@/lib/booking-probe';
import { DIALOG_OPENED_EVENT } from '@/lib/modal-events';

jest.mock('@/lib/booking-probe', () => ({ bookingHostAnswers: jest.fn() }));
const probe = jest.mocked(bookingHostAnswers);

const PAGE = 'https://cal.example/kyrelo/30min';

/** The probe's answer, given when the test says so. */
function hostWillAnswer() {
  let answer: (answers: boolean) => Promise<void> = async () => {};
  probe.mockImplementation(
    () =>
      new Promise<boolean>((resolve) => {
        answer = async (answers) => {
          await act(async () => resolve(answers));
        };
      }),
  );
  return (answers: boolean) => answer(answers);
}

const status = () => screen.getByRole('status');
const frame = () => screen.queryByTitle(booking.frameTitle);
const openPage = () => screen.queryByRole('link', { name: new RegExp(booking.frameHelp.openPage) });

describe('BookingFrame, through BookingCalendar', () => {
  afterEach(() => {
    probe.mockReset();
    jest.useRealTimers();
  });

  it('asks the host about the page, with the time-out from content/timings.ts', () => {
    hostWillAnswer();
    render(<BookingCalendar src={PAGE} />);
    expect(probe).toHaveBeenCalledWith(PAGE, {
      timeoutMs: timings.bookingProbeTimeout,
      signal: expect.any(AbortSignal),
    });
  });

  it('shows the loading card, and no frame, until the host has answered', () => {
    hostWillAnswer();
    render(<BookingCalendar src={PAGE} />);
    expect(status()).toHaveTextContent(booking.loading);
    // Seen on the card, said by the status line.
    expect(screen.getAllByText(booking.loading)).toHaveLength(2);
    expect(frame()).not.toBeInTheDocument();
    expect(openPage()).not.toBeInTheDocument();
  });

  it('when the host answers, loads the titled frame under the card, then shows it and the help line', async () => {
    const answer = hostWillAnswer();
    render(<BookingCalendar src={PAGE} />);
    await answer(true);
    expect(frame()).toHaveAttribute('src', PAGE);
    expect(status()).toHaveTextContent(booking.loading);
    fireEvent.load(frame()!);
    expect(status()).toHaveTextContent('');
    expect(screen.queryByText(booking.loading)).not.toBeInTheDocument();
    expect(screen.getByText(/^Calendar not showing\?/)).toBeInTheDocument();
    expect(openPage()).toHaveAttribute('href', PAGE);
  });

  it("when the host does not answer, puts the card with both ways to book in the frame's place", async () => {
    const answer = hostWillAnswer();
    render(<BookingCalendar src={PAGE} />);
    await answer(false);
    expect(frame()).not.toBeInTheDocument();
    expect(screen.queryByText(booking.loading)).not.toBeInTheDocument();
    expect(status()).toHaveTextContent(booking.unreachable.title);
    const card = screen.getByRole('heading', { name: booking.unreachable.title }).parentElement!;
    expect(card).toHaveTextContent(booking.unreachable.description);
    const page = within(card).getByRole('link', { name: /Open the scheduling page/ });
    expect(page).toHaveAttribute('href', PAGE);
    expect(page).toHaveAttribute('target', '_blank');
    expect(page).toHaveAttribute('rel', 'noopener noreferrer');
    expect(page).toHaveAccessibleName('Open the scheduling page (opens in a new tab)');
    expect(
      within(card).getByRole('link', { name: booking.unavailable.emailLabel }),
    ).toHaveAttribute('href', `mailto:${company.email}`);
  });

  it('a frame still loading after the time-out again gets the help line in its card, and still shows', async () => {
    jest.useFakeTimers();
    const answer = hostWillAnswer();
    render(<BookingCalendar src={PAGE} />);
    await answer(true);
    act(() => jest.advanceTimersByTime(timings.bookingProbeTimeout - 1));
    expect(openPage()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(openPage()).toHaveAttribute('href', PAGE);
    expect(status()).toHaveTextContent(booking.loading);
    fireEvent.load(frame()!);
    expect(screen.queryByText(booking.loading)).not.toBeInTheDocument();
    expect(openPage()).toBeInTheDocument();
  });

  it('in the dialog, the card title is not a heading (the column has its own)', async () => {
    const answer = hostWillAnswer();
    render(<BookingCalendar src={PAGE} compact />);
    await answer(false);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getAllByText(booking.unreachable.title)).toHaveLength(2);
  });

  it('in the booking dialog, asks nothing until the dialog has been opened', async () => {
    const answer = hostWillAnswer();
    const { container } = render(
      <dialog>
        <BookingCalendarOnOpen src={PAGE} />
      </dialog>,
    );
    const dialog = container.querySelector('dialog')!;
    expect(probe).not.toHaveBeenCalled();
    expect(screen.getAllByText(booking.loading)).toHaveLength(2);
    await act(async () => {
      dialog.showModal();
      dialog.dispatchEvent(new Event(DIALOG_OPENED_EVENT, { bubbles: true }));
    });
    expect(probe).toHaveBeenCalledTimes(1);
    expect(probe).toHaveBeenCalledWith(PAGE, {
      timeoutMs: timings.bookingProbeTimeout,
      signal: expect.any(AbortSignal),
    });
    await answer(true);
    expect(frame()).toHaveAttribute('src', PAGE);
    // A second opening does not ask again.
    act(() => {
      dialog.close();
      dialog.showModal();
      dialog.dispatchEvent(new Event(DIALOG_OPENED_EVENT, { bubbles: true }));
    });
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('in a dialog already open when its code arrives, asks at once', async () => {
    hostWillAnswer();
    render(
      <dialog open>
        <BookingCalendarOnOpen src={PAGE} />
      </dialog>,
    );
    await act(async () => {});
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('stops asking when it goes away', () => {
    hostWillAnswer();
    const { unmount } = render(<BookingCalendar src={PAGE} />);
    const { signal } = probe.mock.calls[0]![1];
    expect(signal!.aborted).toBe(false);
    unmount();
    expect(signal!.aborted).toBe(true);
  });
});
