import { act, render, screen, waitFor } from '@testing-library/react';
import { OpenVideoButton } from '@/components/modals/open-video-button';
import { VideoDialog, type VideoDialogProps } from '@/components/modals/video-dialog';
import { VideoPlayer } from '@/components/modals/video-player';
import { portraitMedia } from '@/components/modals/video-player-view';
import { type TrackedEvent, connectTracking, resetTracking } from '@/lib/analytics/track';
import { timings } from '@/content/timings';
import { DIALOG_OPENED_EVENT, dialogIds } from '@/lib/modal-events';

const text = {
  description: 'A short tour.',
  closeLabel: 'Close demo video',
  scheduleLiveDemo: 'Schedule Live Demo',
  startTrial: 'Start Free Trial',
  playerLate: 'The player is slow.',
  openVideo: 'Open the video in a new tab',
};

/** The dialog, closed, playing a file natively unless told otherwise. */
const renderDialog = (props: Partial<VideoDialogProps> = {}) =>
  render(<VideoDialog videoUrl="/media/kyrelo-demo.mp4" title="Demo" text={text} {...props} />);

const dialogOf = (container: HTMLElement) => container.querySelector('dialog')!;

/** Opens the dialog as the inline runtime does (jsdom has no invoker commands). */
function openDialog(dialog: HTMLDialogElement) {
  act(() => {
    dialog.showModal();
    dialog.dispatchEvent(new Event(DIALOG_OPENED_EVENT, { bubbles: true }));
  });
}

/** Closes it; the polyfill of tests/unit/setup.ts fires `close`, as the browser does. */
function closeDialog(dialog: HTMLDialogElement) {
  act(() => {
    dialog.close();
  });
}

/** Opens the dialog and waits for its player, whose code is fetched at the first opening. */
async function findPlayer(container: HTMLElement, selector: 'video' | 'iframe') {
  openDialog(dialogOf(container));
  return waitFor(() => {
    const player = container.querySelector<HTMLElement>(selector);
    if (!player) throw new Error(`no ${selector} in the open dialog`);
    return player;
  });
}

describe('OpenVideoButton', () => {
  it('opens the video dialog by an invoker command, hidden without scripts', () => {
    render(<OpenVideoButton label="Watch Demo" />);
    const button = screen.getByRole('button', { name: 'Watch Demo' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(button).toHaveAttribute('commandfor', dialogIds.video);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('data-cta-location', 'hero');
    expect(button).toHaveClass('noscript:hidden');
  });
});

describe('VideoDialog', () => {
  it('is the named, described dialog the opener names, with no player while closed', async () => {
    const { container } = renderDialog();
    const dialog = dialogOf(container);
    expect(dialog).toHaveAttribute('id', dialogIds.video);
    expect(dialog).not.toHaveAttribute('open');
    expect(container.querySelector('video, iframe')).toBeNull();
    await findPlayer(container, 'video');
    expect(screen.getByRole('dialog', { name: 'Demo' })).toHaveAccessibleDescription(
      'A short tour.',
    );
  });

  it('plays a file natively with controls, autoplay, no download and no context menu', async () => {
    const { container } = renderDialog();
    const video = (await findPlayer(container, 'video')) as HTMLVideoElement;
    const sources = video.querySelectorAll('source');
    expect(sources).toHaveLength(1);
    expect(sources[0]).toHaveAttribute('src', '/media/kyrelo-demo.mp4');
    expect(sources[0]).not.toHaveAttribute('media');
    expect(video).toHaveAttribute('controls');
    expect(video.autoplay).toBe(true);
    expect(video.playsInline).toBe(true);
    expect(video).toHaveAttribute('controlslist', 'nodownload');
    expect(video).toHaveAttribute('disablepictureinpicture');
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    video.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('embeds a video host in its privacy-enhanced frame', async () => {
    const { container } = renderDialog({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    const frame = await findPlayer(container, 'iframe');
    expect(frame).toHaveAttribute(
      'src',
      expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    );
    expect(frame).toHaveAttribute('title', 'Demo');
    expect(container.querySelector('video')).toBeNull();
  });

  it('closes from the close button, and both actions go to /free-demo', async () => {
    const { container } = renderDialog();
    await findPlayer(container, 'video');
    const close = screen.getByRole('button', { name: 'Close demo video' });
    // The inline runtime (lib/dialogs/runtime.ts) carries the command out.
    expect(close).toHaveAttribute('command', 'request-close');
    expect(close).toHaveAttribute('commandfor', dialogIds.video);
    const live = screen.getByRole('link', { name: 'Schedule Live Demo' });
    expect(live).toHaveAttribute('href', '/free-demo');
    expect(live).toHaveAttribute('data-cta', 'demo');
    expect(live).toHaveAttribute('data-cta-location', 'video_modal');
    const trial = screen.getByRole('link', { name: 'Start Free Trial' });
    expect(trial).toHaveAttribute('href', '/free-demo');
    expect(trial).toHaveAttribute('data-cta', 'trial');
    expect(trial).toHaveAttribute('data-cta-location', 'video_modal');
  });

  it('removes the player on close, so the video stops; reopening shows it again', async () => {
    const { container } = renderDialog();
    await findPlayer(container, 'video');
    closeDialog(dialogOf(container));
    expect(container.querySelector('video')).toBeNull();
    // The module is kept: the next opening shows the player at once.
    openDialog(dialogOf(container));
    expect(container.querySelector('video')).not.toBeNull();
  });

  it.each([
    ['a file', '/media/kyrelo-demo.mp4'],
    ['a host page', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ])('keeps a link to %s in the box, revealed only once the player is late', (_, videoUrl) => {
    renderDialog({ videoUrl });
    const link = screen.getByRole('link', { name: 'Open the video in a new tab', hidden: true });
    expect(link).toHaveAttribute('href', videoUrl);
    expect(link).toHaveAttribute('target', '_blank');
    const line = link.closest('p')!;
    expect(line).toHaveTextContent(/^The player is slow\./);
    // Hidden by its keyframes until the delay has passed; the box hides it once a player is in it.
    expect(line).toHaveClass(`animate-[reveal-late_0s_${timings.videoPlayerFallback}ms_both]`);
    expect(line.parentElement).toHaveClass('[&:has(iframe,video)>[data-player-late]]:hidden');
    expect(line).toHaveAttribute('data-player-late');
  });

  it('shows the player when the dialog was opened before the island mounted', async () => {
    const { container } = render(
      <dialog id="early" open>
        <VideoPlayer
          dialogId="early"
          videoUrl="/media/kyrelo-demo.mp4"
          title="Demo"
          captionLineId="early-caption"
        />
      </dialog>,
    );
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
  });
});

describe('VideoDialog tracking', () => {
  let events: TrackedEvent[];
  beforeEach(() => {
    events = [];
    // Without the events the earlier tests queued.
    resetTracking();
    connectTracking((event) => events.push(event));
  });
  afterEach(() => {
    resetTracking();
  });
  const started = () => events.filter((event) => event.name === 'demo_video_started');

  it('counts each opening of a host-embedded video as a start', async () => {
    const { container } = renderDialog({ videoUrl: 'https://vimeo.com/76979871' });
    await findPlayer(container, 'iframe');
    expect(started()).toEqual([{ name: 'demo_video_started', properties: { player: 'embed' } }]);
    closeDialog(dialogOf(container));
    openDialog(dialogOf(container));
    expect(started()).toHaveLength(2);
  });

  it('counts a native video once per opening, at its first play', async () => {
    const { container } = renderDialog();
    let video = await findPlayer(container, 'video');
    expect(started()).toEqual([]);
    act(() => {
      video.dispatchEvent(new Event('play'));
    });
    // A resume after a pause is not a new start.
    act(() => {
      video.dispatchEvent(new Event('play'));
    });
    expect(started()).toEqual([{ name: 'demo_video_started', properties: { player: 'native' } }]);
    closeDialog(dialogOf(container));
    openDialog(dialogOf(container));
    video = container.querySelector('video')!;
    act(() => {
      video.dispatchEvent(new Event('play'));
    });
    expect(started()).toHaveLength(2);
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

describe('VideoDialog with a portrait rendition', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
  const renderBoth = () =>
    renderDialog({ videoUrl: '/media/landscape.mp4', poster: '/media/landscape.webp', portrait });

  // Chosen by the script, not by `<source media>`, which WebKitGTK ignores.
  it.each([
    [true, [portrait.src, '/media/landscape.mp4']],
    [false, ['/media/landscape.mp4']],
  ])(
    'on a phone (%s) offers the portrait file first, the landscape one as its fallback',
    async (phone, expected) => {
      setPhone(phone);
      const { container } = renderBoth();
      const video = await findPlayer(container, 'video');
      expect(video).not.toHaveAttribute('src');
      const sources = [...video.querySelectorAll('source')];
      expect(sources.map((source) => source.getAttribute('src'))).toEqual(expected);
      expect(sources.filter((source) => source.hasAttribute('media'))).toEqual([]);
    },
  );

  it.each([
    [true, portrait.poster],
    [false, '/media/landscape.webp'],
  ])('on a phone (%s) shows the poster of the rendition it plays', async (phone, expected) => {
    setPhone(phone);
    const { container } = renderBoth();
    expect(await findPlayer(container, 'video')).toHaveAttribute('poster', expected);
  });

  it('chooses the rendition at each opening, not at each render', async () => {
    setPhone(true);
    const { container } = renderBoth();
    await findPlayer(container, 'video');
    setPhone(false);
    closeDialog(dialogOf(container));
    openDialog(dialogOf(container));
    expect(container.querySelector('video')).toHaveAttribute('poster', '/media/landscape.webp');
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

describe('VideoDialog captions', () => {
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
  beforeEach(() => {
    captions.mode = 'disabled';
    captions.activeCues = [];
  });

  const cue = 'A lead arrives.';
  const renderCaptioned = () => renderDialog({ captions: '/media/kyrelo-demo.en.vtt' });
  const fire = (target: EventTarget, type: string) =>
    act(() => {
      target.dispatchEvent(new Event(type));
    });

  it('reserves the caption line in the page, under the box, before any opening', () => {
    const { container } = renderCaptioned();
    const line = container.querySelector(`#${dialogIds.video}-caption`)!;
    expect(line.tagName).toBe('P');
    expect(line).toHaveClass('min-h-[2lh]');
    expect(line).toHaveAttribute('aria-live', 'off');
    expect(line).toBeEmptyDOMElement();
  });

  it('keeps the track hidden and writes its cue under the video instead', async () => {
    const { container } = renderCaptioned();
    const video = await findPlayer(container, 'video');
    expect(container.querySelector('track')).toHaveAttribute('default');
    expect(captions.mode).toBe('hidden');
    captions.activeCues = [{ text: cue }];
    fire(captions, 'cuechange');
    const line = screen.getByText(cue);
    expect(line.tagName).toBe('P');
    // Under the video's box, not inside it.
    expect(video.parentElement!.nextElementSibling).toBe(line);
    expect(line).toHaveAttribute('aria-live', 'off');
    captions.activeCues = [];
    fire(captions, 'cuechange');
    expect(screen.queryByText(cue)).toBeNull();
  });

  it('hides the line when the player turns captions off, and never lets it draw them', async () => {
    const { container } = renderCaptioned();
    await findPlayer(container, 'video');
    captions.activeCues = [{ text: cue }];
    captions.mode = 'disabled';
    fire(tracks, 'change');
    expect(screen.queryByText(cue)).toBeNull();

    captions.mode = 'showing';
    fire(tracks, 'change');
    expect(captions.mode).toBe('hidden');
    expect(screen.getByText(cue)).toBeVisible();
  });

  it('empties the line when the dialog closes', async () => {
    const { container } = renderCaptioned();
    await findPlayer(container, 'video');
    captions.activeCues = [{ text: cue }];
    fire(captions, 'cuechange');
    expect(screen.getByText(cue)).toBeInTheDocument();
    closeDialog(dialogOf(container));
    expect(screen.queryByText(cue)).toBeNull();
    expect(container.querySelector(`#${dialogIds.video}-caption`)).toBeEmptyDOMElement();
  });

  it('has no caption line for a host-embedded video or a file without captions', () => {
    const embedded = renderDialog({
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      captions: '/media/kyrelo-demo.en.vtt',
    });
    expect(embedded.container.querySelector('p[aria-live]')).toBeNull();
    embedded.unmount();
    const plain = renderDialog();
    expect(plain.container.querySelector('p[aria-live]')).toBeNull();
  });
});
