import { act, render } from '@testing-library/react';
import FreeDemoPage from '@/app/free-demo/page';
import { VideoDialog } from '@/components/modals/video-dialog';
import { BookingDialog } from '@/components/modals/booking-dialog';
import { TrialDialog } from '@/components/modals/trial-dialog';
import { DIALOG_OPENED_EVENT } from '@/lib/modal-events';

// The default build embeds nothing; these are the frames a configured build shows.
jest.mock('@/lib/env', () => {
  const { env } = jest.requireActual('@/lib/env');
  return { env: { ...env, bookingUrl: 'https://cal.example/kyrelo/30min' } };
});

// The page's trial offer is an opener, which asks for the router.
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

// The calendar's host answers, so the frame is drawn.
jest.mock('@/lib/booking-probe', () => ({ bookingHostAnswers: async () => true }));

// jsdom has no modal dialogs.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

/** New-tab links that leak the opener or the referrer, and frames without a title. */
function problems(container: HTMLElement) {
  const newTab = Array.from(container.querySelectorAll('a[target="_blank"]'));
  const frames = Array.from(container.querySelectorAll('iframe'));
  return {
    newTabLinks: newTab.length,
    frames: frames.length,
    unsafeLinks: newTab.filter((link) => {
      const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
      return !(rel.includes('noopener') && rel.includes('noreferrer'));
    }).length,
    untitledFrames: frames.filter((frame) => !frame.getAttribute('title')?.trim()).length,
  };
}

const videoText = {
  description: 'A short tour.',
  closeLabel: 'Close demo video',
  scheduleLiveDemo: 'Schedule Live Demo',
  startTrial: 'Start Free Trial',
  playerLate: 'The player is slow.',
  openVideo: 'Open the video in a new tab',
};

describe('new-tab links and frames', () => {
  it('the trial form opens its terms and privacy links with noopener noreferrer', () => {
    const { container, getByRole } = render(<TrialDialog />);
    // The form's HTML needs none of its code for this; a closed dialog is out of the tree.
    act(() => container.querySelector('dialog')!.showModal());
    expect(problems(container)).toEqual({
      newTabLinks: 2,
      frames: 0,
      unsafeLinks: 0,
      untitledFrames: 0,
    });
    // Each says so to a screen reader.
    for (const name of ['Terms and Conditions', 'Privacy Policy'])
      expect(getByRole('link', { name: `${name} (opens in a new tab)` })).toHaveAttribute(
        'target',
        '_blank',
      );
  });

  it('the booking dialog and /free-demo title the configured calendar frame', async () => {
    for (const ui of [<BookingDialog key="dialog" />, <FreeDemoPage key="page" />]) {
      const { container, findByTitle, unmount } = render(ui);
      // The dialog's calendar waits for the opening (jsdom has no invoker commands).
      const dialog = container.querySelector('dialog');
      if (dialog)
        act(() => {
          dialog.showModal();
          dialog.dispatchEvent(new Event(DIALOG_OPENED_EVENT, { bubbles: true }));
        });
      await findByTitle(/consultation/);
      expect(problems(container)).toMatchObject({ frames: 1, untitledFrames: 0, unsafeLinks: 0 });
      unmount();
    }
  });

  it.each(['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871'])(
    'the video dialog titles the %s player',
    async (videoUrl) => {
      const { container, findByTitle } = render(
        <VideoDialog videoUrl={videoUrl} title="Demo" text={videoText} />,
      );
      // The player is fetched and shown at the opening (jsdom has no invoker commands).
      const dialog = container.querySelector('dialog')!;
      act(() => {
        dialog.showModal();
        dialog.dispatchEvent(new Event(DIALOG_OPENED_EVENT, { bubbles: true }));
      });
      await findByTitle('Demo');
      expect(problems(container)).toMatchObject({ frames: 1, untitledFrames: 0, unsafeLinks: 0 });
    },
  );
});
