import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { modalEvents } from '@/lib/modal-events';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const preloadModal = jest.fn();
jest.mock('@/components/modals/modal-loaders', () => ({
  preloadModal: (kind: string) => preloadModal(kind),
}));

describe('OpenModalButton', () => {
  beforeEach(() => {
    push.mockReset();
    preloadModal.mockReset();
  });

  it("fetches its modal's code on intent: a pointer over it or keyboard focus, not on render", async () => {
    render(
      <>
        <OpenModalButton modal="trial" location="hero">
          Start Free Trial
        </OpenModalButton>
        <OpenModalButton modal="booking" location="hero">
          Schedule Call
        </OpenModalButton>
      </>,
    );
    expect(preloadModal).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('link', { name: 'Start Free Trial' }));
    expect(preloadModal).toHaveBeenLastCalledWith('trial');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Schedule Call' })).toHaveFocus();
    expect(preloadModal).toHaveBeenLastCalledWith('booking');
  });

  it('is a link to the booking page, so it works without JavaScript', () => {
    render(
      <OpenModalButton modal="trial" location="hero">
        Start Free Trial
      </OpenModalButton>,
    );
    const link = screen.getByRole('link', { name: 'Start Free Trial' });
    expect(link).toHaveAttribute('href', '/free-demo');
    // Marked as an opener, so the site's link handling does not prefetch its fallback page.
    expect(link).toHaveAttribute('data-opens-modal', 'trial');
  });

  it('raises openTrailModal and stays put when a modal host handles it', async () => {
    const listener = jest.fn((event: Event) => event.preventDefault());
    window.addEventListener(modalEvents.trial, listener);
    render(
      <OpenModalButton modal="trial" location="hero">
        Start Free Trial
      </OpenModalButton>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Start Free Trial' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
    window.removeEventListener(modalEvents.trial, listener);
  });

  it('answers the press at once: the opener is marked pending until the modal shows', async () => {
    const listener = jest.fn((event: Event) => event.preventDefault());
    window.addEventListener(modalEvents.trial, listener);
    render(
      <OpenModalButton modal="trial" location="header" delayed>
        Start Free Trial
      </OpenModalButton>,
    );
    const link = screen.getByRole('link', { name: 'Start Free Trial' });
    expect(link).not.toHaveAttribute('data-modal-pending');
    await userEvent.click(link);
    // Before the header's deliberate delay has run, the opener already shows it was heard.
    expect(listener).not.toHaveBeenCalled();
    expect(link).toHaveAttribute('data-modal-pending');
    window.removeEventListener(modalEvents.trial, listener);
  });

  it('passes a booking title override and falls back to /free-demo when nobody listens', async () => {
    const listener = jest.fn();
    window.addEventListener(modalEvents.booking, listener);
    render(
      <OpenModalButton modal="booking" location="hero" detail={{ title: 'Talk to sales' }}>
        Schedule Call
      </OpenModalButton>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Schedule Call' }));
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      title: 'Talk to sales',
      location: 'hero',
    });
    expect(push).toHaveBeenCalledWith('/free-demo');
    window.removeEventListener(modalEvents.booking, listener);
  });

  it('waits 300 ms before opening when used in the header', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const listener = jest.fn((event: Event) => event.preventDefault());
    window.addEventListener(modalEvents.trial, listener);
    render(
      <OpenModalButton modal="trial" location="hero" delayed>
        Start Free Trial
      </OpenModalButton>,
    );
    await user.click(screen.getByRole('link', { name: 'Start Free Trial' }));
    act(() => jest.advanceTimersByTime(299));
    expect(listener).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(modalEvents.trial, listener);
    jest.useRealTimers();
  });
});
