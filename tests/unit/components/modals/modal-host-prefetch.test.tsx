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

  it('fetches the trial modal once the page is idle, not while it hydrates, and not the booking modal', () => {
    render(<ModalHost />);
    expect(preloadModal).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    act(() => idle[0]!());
    expect(preloadModal).toHaveBeenCalledTimes(1);
    expect(preloadModal).toHaveBeenCalledWith('trial');
  });

  it('cancels the idle fetch when unmounted before the page was idle', () => {
    const { unmount } = render(<ModalHost />);
    unmount();
    expect(cancelled).toEqual([1]);
  });
});
