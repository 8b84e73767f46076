import { act, render } from '@testing-library/react';
import { ModalHost } from '@/components/modals/modal-host';
import { modalLoaders } from '@/components/modals/modal-loaders';

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

  /** Lets the dynamic import an idle period started settle. */
  const settle = () =>
    act(async () => {
      await Promise.all([import('@/content/trial'), import('@/lib/trial/schema')]);
      await import('react-hook-form');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it('fetches the trial form one slice per idle period (its copy, its rules, the form library, the modal), not while it hydrates, and not the booking modal', async () => {
    render(<ModalHost />);
    expect(preloadModal).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    for (const slice of [0, 1, 2]) {
      act(() => idle[slice]!());
      await settle();
      expect(idle).toHaveLength(slice + 2);
    }
    const trialLoads = jest.spyOn(modalLoaders, 'trial');
    act(() => idle[3]!());
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
    const { unmount } = render(<ModalHost />);
    act(() => idle[0]!());
    await settle();
    unmount();
    expect(cancelled).toEqual([2]);
  });
});
