'use client';

import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { videoEmbedUrl, videoFrameAllow } from '@/lib/video-embed';
import { track } from '@/lib/analytics/track';

export interface VideoPlayerViewProps {
  videoUrl: string;
  title: string;
  poster?: string;
  /** A 3:5 rendition of the same video for phones (below 640 px), with its own poster. */
  portrait?: { src: string; poster: string };
  captions?: string;
  /** The id of the line under the video's box where the current caption is written. */
  captionLineId: string;
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
 * disables the track and the line empties; turning them on makes it `showing`, which is put back
 * to `hidden`.
 */
function useCaptionLine(active: boolean) {
  const video = useRef<HTMLVideoElement>(null);
  const [line, setLine] = useState('');
  useEffect(() => {
    const tracks = active ? video.current?.textTracks : undefined;
    const captions = tracks?.[0];
    if (!tracks || !captions) return;
    const update = () => {
      if (captions.mode === 'showing') captions.mode = 'hidden';
      setLine(captions.mode === 'disabled' ? '' : activeCueText(captions));
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

/**
 * The demo video's player, for one opening of its dialog: a video host's own player in a frame,
 * or a native video for a file. It is mounted when the dialog opens and removed when it closes
 * (./video-player.tsx), which stops the video; the next opening starts afresh.
 */
export function VideoPlayerView({
  videoUrl,
  title,
  poster,
  portrait,
  captions,
  captionLineId,
}: VideoPlayerViewProps) {
  const embed = videoEmbedUrl(videoUrl);
  const { video, line } = useCaptionLine(!embed && captions !== undefined);
  // The caption line is the server's (./video-dialog.tsx), in the page from the start, so the
  // actions under it never move; the cue's text is written into it from here.
  const [captionLine] = useState(() => document.getElementById(captionLineId));
  // The rendition, and its poster, are chosen once, when the dialog opens (this renders only in
  // the browser, after an opening, so no server HTML disagrees), not by `<source media>`:
  // WebKitGTK ignores that attribute and played the 16:9 file in the 3:5 box, a strip a third of
  // the picture's height. A browser picks its source once, at load, so a later resize changes
  // neither, as with `media`. On a phone the 16:9 file follows as the fallback.
  const [phone] = useState(
    () =>
      portrait !== undefined &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(portraitMedia).matches,
  );
  // Once per opening (this is mounted per opening): resuming after a pause is not a new start.
  const started = useRef(false);
  useEffect(() => {
    // A host's player is another origin whose play events the page cannot see: showing it counts.
    if (embed) track('demo_video_started', { player: 'embed' });
  }, [embed]);
  const onPlay = () => {
    if (started.current) return;
    started.current = true;
    track('demo_video_started', { player: 'native' });
  };
  if (embed)
    return (
      <iframe
        src={embed}
        title={title}
        allow={videoFrameAllow}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="size-full border-0"
      />
    );
  return (
    <>
      <video
        ref={video}
        poster={phone ? portrait?.poster : poster}
        controls
        autoPlay
        onPlay={onPlay}
        playsInline
        controlsList="nodownload"
        disablePictureInPicture
        onContextMenu={(event) => event.preventDefault()}
        className="size-full object-contain"
      >
        {phone && portrait && <source src={portrait.src} />}
        <source src={videoUrl} />
        {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
      </video>
      {captions && captionLine && line && createPortal(line, captionLine)}
    </>
  );
}
