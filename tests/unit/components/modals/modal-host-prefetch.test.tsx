import { act, render } from '@testing-library/react';
import { ModalHost } from '@/components/modals/modal-host';
import { modalLoaders } from '@/components/modals/modal-loaders';
import { trialPrefetchSteps } from '@/components/modals/trial-prefetch';

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

  /** Runs the idle callback queued last, then lets the import it started settle. */
  const nextIdlePeriod = async () => {
    act(() => idle[idle.length - 1]!());
    await act(async () => {
      await Promise.all([
        import('@/components/modals/trial-prefetch'),
        import('@/content/trial'),
        import('@/lib/trial/schema'),
        import('react-hook-form'),
        import('sonner'),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };

  it('fetches the trial form one slice per idle period (the slicer, the copy, the rules, the form library, the toasts, the modal), not while it hydrates, and not the booking modal', async () => {
    const trialLoads = jest.spyOn(modalLoaders, 'trial');
    render(<ModalHost />);
    expect(idle).toHaveLength(1);
    // The slicer itself, then each step but the last: one idle period each, nothing at once.
    for (let period = 1; period <= trialPrefetchSteps.length; period += 1) {
      await nextIdlePeriod();
      expect(idle).toHaveLength(period + 1);
      expect(trialLoads).not.toHaveBeenCalled();
    }
    await nextIdlePeriod();
    expect(trialLoads).toHaveBeenCalledTimes(1);
    expect(preloadModal).not.toHaveBeenCalled();
    trialLoads.mockRestore();
  });

  it('cancels the idle fetch when unmounted before the page was idle', () => {
    const { unmount } = render(<ModalHost />);
    unmount();
    expect(cancelled).toEqual([1]);
  });

  it('cancels the next slice when unmounted between two', async () => {
    const trialLoads = jest.spyOn(modalLoaders, 'trial');
    const { unmount } = render(<ModalHost />);
    await nextIdlePeriod();
    await nextIdlePeriod();
    unmount();
    // The pending period (3) is cancelled; cancelling the two that had run already is harmless.
    expect(cancelled).toEqual([1, 2, 3]);
    expect(trialLoads).not.toHaveBeenCalled();
    trialLoads.mockRestore();
  });
});
