'use client';

import { useEffect, useRef, useState } from 'react';
import { routes } from '@/content/routes';
import { buttonClasses } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { cn } from '@/lib/cn';
import { videoEmbedUrl, videoFrameAllow } from '@/lib/video-embed';
import { ctaData, track } from '@/lib/analytics/track';

export interface VideoModalText {
  description: string;
  closeLabel: string;
  scheduleLiveDemo: string;
  startTrial: string;
}

export interface VideoModalProps {
  isOpen: boolean;
  onClose: () => void;
  videoUrl: string;
  title: string;
  poster?: string;
  /** A 3:5 rendition of the same video for phones (below 640 px), with its own poster. */
  portrait?: { src: string; poster: string };
  captions?: string;
  text: VideoModalText;
}

/** Where the portrait rendition plays: below Tailwind's `sm`, as the box's own classes switch. */
export const portraitMedia = '(max-width: 639px)';

/** The text of a track's active cues, one line each. */
const activeCueText = (track: TextTrack) =>
  Array.from(track.activeCues ?? [], (cue) => (cue as VTTCue).text).join('\n');

/**
 * The captions of a native video, drawn by the page under the picture, never by the browser over
 * it: the track is kept `hidden` (loaded and its cues followed, nothing drawn) and the text of its
 * active cue is returned. The player's own captions control still works: turning captions off
 * disables the track and the line goes (`on` false); turning them on makes it `showing`, which is
 * put back to `hidden`.
 */
function useCaptionLine(active: boolean) {
  const video = useRef<HTMLVideoElement>(null);
  const [line, setLine] = useState({ text: '', on: true });
  useEffect(() => {
    const tracks = active ? video.current?.textTracks : undefined;
    const captions = tracks?.[0];
    if (!tracks || !captions) return;
    const update = () => {
      if (captions.mode === 'showing') captions.mode = 'hidden';
      const on = captions.mode !== 'disabled';
      setLine({ text: on ? activeCueText(captions) : '', on });
    };
    // Before the browser's own choice: it turns on only a `default` track still disabled.
    captions.mode = 'hidden';
    update();
    captions.addEventListener('cuechange', update);
    tracks.addEventListener('change', update);
    return () => {
      captions.removeEventListener('cuechange', update);
      tracks.removeEventListener('change', update);
    };
  }, [active]);
  return { video, line };
}

/** The demo video: a video host's own player in a frame, or a native video for a file. */
export function VideoModal({
  isOpen,
  onClose,
  videoUrl,
  title,
  poster,
  portrait,
  captions,
  text,
}: VideoModalProps) {
  const embed = videoEmbedUrl(videoUrl);
  // The video is rendered only while open: each opening follows the new element's track.
  const { video, line: captionLine } = useCaptionLine(isOpen && !embed && captions !== undefined);
  // The rendition, and its poster, are chosen here when the modal opens (it renders only in the
  // browser, after a click, so no server HTML disagrees), not by `<source media>`: WebKitGTK
  // ignores that attribute and played the 16:9 file in the 3:5 box, a strip a third of the
  // picture's height. A browser picks its source once, at load, so a later resize changes
  // neither, as with `media`. On a phone the 16:9 file follows as the fallback.
  const phone =
    isOpen &&
    portrait !== undefined &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(portraitMedia).matches;
  // Once per opening: resuming after a pause is not a new start.
  const started = useRef(false);
  useEffect(() => {
    started.current = false;
    // A host's player is another origin whose play events the page cannot see: showing it counts.
    if (isOpen && embed) track('demo_video_started', { player: 'embed' });
  }, [isOpen, embed]);
  const onPlay = () => {
    if (started.current) return;
    started.current = true;
    track('demo_video_started', { player: 'native' });
  };
  return (
    <ModalDialog
      open={isOpen}
      onClose={onClose}
      title={title}
      subtitle={text.description}
      titleClassName="text-2xl font-bold"
      closeLabel={text.closeLabel}
      // On a phone the description is a size smaller, so the heading leaves the video its room.
      className="max-w-4xl max-sm:text-sm"
    >
      <div
        className={cn(
          'mt-6 overflow-hidden rounded-xl',
          embed || !portrait
            ? 'aspect-video bg-ink'
            : // Below 640 px the 3:5 rendition, the app window recorded at a phone's width, across
              // the dialog's whole width (its padding too), so the window's text is drawn at close
              // to its size on the page. Where the screen is too short for that it narrows,
              // centred, so that the heading, the video and the caption line under it fit the
              // screen together: 17.5rem for the dialog's margins, the gaps, a title of two lines
              // and a description of four (a document's first page is drawn in the platform's
              // face, which is wider than Inter on many phones). From 640 px the 16:9 one. White: the colour the
              // recorder padded the scenes with.
              'aspect-[3/5] bg-white ring-1 ring-line max-sm:mx-[max(-1.5rem,calc(50%-(100dvh-17.5rem)*0.3))] max-sm:rounded-none sm:aspect-video',
        )}
      >
        {isOpen &&
          (embed ? (
            <iframe
              src={embed}
              title={title}
              allow={videoFrameAllow}
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="size-full border-0"
            />
          ) : (
            <video
              ref={video}
              poster={phone ? portrait.poster : poster}
              controls
              autoPlay
              onPlay={onPlay}
              playsInline
              controlsList="nodownload"
              disablePictureInPicture
              onContextMenu={(event) => event.preventDefault()}
              className="size-full object-contain"
            >
              {phone && <source src={portrait.src} />}
              <source src={videoUrl} />
              {captions && (
                <track kind="captions" src={captions} srcLang="en" label="English" default />
              )}
            </video>
          ))}
      </div>
      {!embed && captions && (
        // The current caption, under the picture: a line to read along, not an announcement.
        // Two lines tall even when empty, so the actions below do not move as cues come and go.
        <p
          aria-live="off"
          className={cn('mt-3 min-h-[2lh] text-sm text-ink-muted', !captionLine.on && 'invisible')}
        >
          {captionLine.text}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={routes.freeDemo} className={buttonClasses()} {...ctaData('demo', 'video_modal')}>
          {text.scheduleLiveDemo}
        </a>
        <a
          href={routes.freeDemo}
          className={buttonClasses({ variant: 'secondary' })}
          {...ctaData('trial', 'video_modal')}
        >
          {text.startTrial}
        </a>
      </div>
    </ModalDialog>
  );
}
