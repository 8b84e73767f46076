import { act, fireEvent, render, screen } from '@testing-library/react';
import { VideoModal, type VideoModalProps, portraitMedia } from '@/components/modals/video-modal';

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

/** The modal, open unless told otherwise, playing a file natively. */
const renderModal = (props: Partial<VideoModalProps>) =>
  render(
    <VideoModal
      isOpen
      onClose={() => {}}
      videoUrl="/media/kyrelo-demo.mp4"
      title="Demo"
      text={text}
      {...props}
    />,
  );

describe('VideoModal', () => {
  it('plays a file natively with controls, autoplay, no download and no context menu', () => {
    const { container } = renderModal({});
    const video = container.querySelector('video')!;
    const sources = video.querySelectorAll('source');
    expect(sources).toHaveLength(1);
    expect(sources[0]).toHaveAttribute('src', '/media/kyrelo-demo.mp4');
    expect(sources[0]).not.toHaveAttribute('media');
    expect(video).toHaveAttribute('controls');
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('controlslist', 'nodownload');
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    video.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('embeds a video host in its privacy-enhanced frame', () => {
    const { container } = renderModal({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    );
    expect(container.querySelector('video')).toBeNull();
  });

  it('closes from the close button, and both actions go to /free-demo', () => {
    const onClose = jest.fn();
    renderModal({ onClose });
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
    const { container } = renderModal({ isOpen: false });
    expect(container.querySelector('video')).toBeNull();
  });
});

const portrait = { src: '/media/portrait.mp4', poster: '/media/portrait.webp' };

/** Makes the phone query match (or not) in jsdom, which has no matchMedia. */
function setPhone(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: phone && query === portraitMedia, media: query }),
  });
}

describe('VideoModal with a portrait rendition', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
  const renderBoth = () =>
    renderModal({ videoUrl: '/media/landscape.mp4', poster: '/media/landscape.webp', portrait });

  // Chosen by the script, not by `<source media>`, which WebKitGTK ignores.
  it.each([
    [true, [portrait.src, '/media/landscape.mp4']],
    [false, ['/media/landscape.mp4']],
  ])(
    'on a phone (%s) offers the portrait file first, the landscape one as its fallback',
    (phone, expected) => {
      setPhone(phone);
      const { container } = renderBoth();
      const video = container.querySelector('video')!;
      expect(video).not.toHaveAttribute('src');
      const sources = [...video.querySelectorAll('source')];
      expect(sources.map((source) => source.getAttribute('src'))).toEqual(expected);
      expect(sources.filter((source) => source.hasAttribute('media'))).toEqual([]);
    },
  );

  it.each([
    [true, portrait.poster],
    [false, '/media/landscape.webp'],
  ])('on a phone (%s) shows the poster of the rendition it plays', (phone, expected) => {
    setPhone(phone);
    const { container } = renderBoth();
    expect(container.querySelector('video')).toHaveAttribute('poster', expected);
  });
});

/**
 * A stand-in for the one text track, as jsdom has none: its mode and active cues are set by hand,
 * and its events dispatched, as the browser would.
 */
class FakeTrack extends EventTarget {
  mode: TextTrackMode = 'disabled';
  activeCues: Array<{ text: string }> = [];
}

describe('VideoModal captions', () => {
  const captions = new FakeTrack();
  const tracks = Object.assign(new EventTarget(), { 0: captions, length: 1 });
  beforeAll(() => {
    Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
      configurable: true,
      get: () => tracks,
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLMediaElement.prototype, 'textTracks');
  });

  const cue = 'A lead arrives.';
  const renderCaptioned = () => renderModal({ captions: '/media/kyrelo-demo.en.vtt' });
  const fire = (target: EventTarget, type: string) =>
    act(() => {
      target.dispatchEvent(new Event(type));
    });

  it('keeps the track hidden and writes its cue under the video instead', () => {
    const { container } = renderCaptioned();
    expect(container.querySelector('track')).toHaveAttribute('default');
    expect(captions.mode).toBe('hidden');
    captions.activeCues = [{ text: cue }];
    fire(captions, 'cuechange');
    const line = screen.getByText(cue);
    expect(line.tagName).toBe('P');
    // Under the video's box, not inside it.
    expect(container.querySelector('video')!.parentElement!.nextElementSibling).toBe(line);
    expect(line).toHaveAttribute('aria-live', 'off');
    captions.activeCues = [];
    fire(captions, 'cuechange');
    expect(screen.queryByText(cue)).toBeNull();
  });

  it('hides the line when the player turns captions off, and never lets it draw them', () => {
    renderCaptioned();
    captions.activeCues = [{ text: cue }];
    captions.mode = 'disabled';
    fire(tracks, 'change');
    expect(screen.queryByText(cue)).toBeNull();

    captions.mode = 'showing';
    fire(tracks, 'change');
    expect(captions.mode).toBe('hidden');
    expect(screen.getByText(cue)).toBeVisible();
  });
});
