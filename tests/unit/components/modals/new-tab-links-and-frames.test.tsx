import { render } from '@testing-library/react';
import FreeDemoPage from '@/app/free-demo/page';
import { VideoModal } from '@/components/modals/video-modal';
import { BookingModal } from '@/components/modals/booking-modal';
import { TrialModal } from '@/components/modals/trial-modal';

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
};

describe('new-tab links and frames', () => {
  it('the trial form opens its terms and privacy links with noopener noreferrer', () => {
    const { container } = render(
      <TrialModal open onClose={() => {}} endpoint="http://mail.test/send-email" />,
    );
    expect(problems(container)).toEqual({
      newTabLinks: 2,
      frames: 0,
      unsafeLinks: 0,
      untitledFrames: 0,
    });
  });

  it('the booking modal and /free-demo title the configured calendar frame', async () => {
    for (const ui of [
      <BookingModal
        key="modal"
        open
        onClose={() => {}}
        onStartTrial={() => {}}
        bookingUrl="https://cal.example/kyrelo/30min"
      />,
      <FreeDemoPage key="page" />,
    ]) {
      const { container, findByTitle, unmount } = render(ui);
      await findByTitle(/consultation/);
      expect(problems(container)).toMatchObject({ frames: 1, untitledFrames: 0, unsafeLinks: 0 });
      unmount();
    }
  });

  it.each(['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871'])(
    'the video modal titles the %s player',
    (videoUrl) => {
      const { container } = render(
        <VideoModal isOpen onClose={() => {}} videoUrl={videoUrl} title="Demo" text={videoText} />,
      );
      expect(problems(container)).toMatchObject({ frames: 1, untitledFrames: 0, unsafeLinks: 0 });
    },
  );
});
