import { fireEvent, render, screen } from '@testing-library/react';
import { VideoModal } from '@/components/modals/video-modal';

// jsdom has no modal dialogs.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const text = {
  description: 'A short tour.',
  closeLabel: 'Close demo video',
  scheduleLiveDemo: 'Schedule Live Demo',
  startTrial: 'Start Free Trial',
};

describe('VideoModal', () => {
  it('plays a file natively with controls, autoplay, no download and no context menu', () => {
    const onClose = jest.fn();
    const { container } = render(
      <VideoModal
        isOpen
        onClose={onClose}
        videoUrl="/media/kyrelo-demo.mp4"
        title="Demo"
        text={text}
      />,
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/kyrelo-demo.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('controlslist', 'nodownload');
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    video.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('embeds a video host in its privacy-enhanced frame', () => {
    const { container } = render(
      <VideoModal
        isOpen
        onClose={() => {}}
        videoUrl="https://youtu.be/dQw4w9WgXcQ"
        title="Demo"
        text={text}
      />,
    );
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    );
    expect(container.querySelector('video')).toBeNull();
  });

  it('closes from the close button, and both actions go to /free-demo', () => {
    const onClose = jest.fn();
    render(
      <VideoModal
        isOpen
        onClose={onClose}
        videoUrl="/media/kyrelo-demo.mp4"
        title="Demo"
        text={text}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Demo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule Live Demo' })).toHaveAttribute(
      'href',
      '/free-demo',
    );
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/free-demo',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close demo video' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders no player while closed', () => {
    const { container } = render(
      <VideoModal
        isOpen={false}
        onClose={() => {}}
        videoUrl="/media/kyrelo-demo.mp4"
        title="Demo"
        text={text}
      />,
    );
    expect(container.querySelector('video')).toBeNull();
  });
});
