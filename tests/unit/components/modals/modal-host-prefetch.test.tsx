import { act, render } from '@testing-library/react';
import { ModalHost } from '@/components/modals/modal-host';

const preloadModal = jest.fn();
jest.mock('@/components/modals/modal-loaders', () => ({
  ...jest.requireActual('@/components/modals/modal-loaders'),
  preloadModal: (kind: string) => preloadModal(kind),
}));

describe('ModalHost fetching the trial form ahead of the tap', () => {
  const idle: Array<() => void> = [];
  const cancelled: number[] = [];

  beforeEach(() => {
    preloadModal.mockReset();
    idle.length = 0;
    cancelled.length = 0;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    window.cancelIdleCallback = jest.fn((id: number) => {
      cancelled.push(id);
    });
  });

  /** Lets the first step's dynamic import settle. */
  const settle = () =>
    act(async () => {
      await import('@/lib/trial/schema');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it('fetches the trial form in two idle tasks (its validation, then the modal), not while it hydrates, and not the booking modal', async () => {
    render(<ModalHost />);
    expect(preloadModal).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    act(() => idle[0]!());
    await settle();
    expect(preloadModal).not.toHaveBeenCalled();
    expect(idle).toHaveLength(2);
    act(() => idle[1]!());
    expect(preloadModal).toHaveBeenCalledTimes(1);
    expect(preloadModal).toHaveBeenCalledWith('trial');
  });

  it('cancels the idle fetch when unmounted before the page was idle', () => {
    const { unmount } = render(<ModalHost />);
    unmount();
    expect(cancelled).toEqual([1]);
  });

  it('cancels the second step when unmounted between the two', async () => {
    const { unmount } = render(<ModalHost />);
    act(() => idle[0]!());
    await settle();
    unmount();
    expect(cancelled).toEqual([2]);
    expect(preloadModal).not.toHaveBeenCalled();
  });
});
