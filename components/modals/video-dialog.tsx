import { routes } from '@/content/routes';
import { buttonClasses } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { cn } from '@/lib/cn';
import { ctaData } from '@/lib/analytics/track';
import { dialogIds } from '@/lib/modal-events';
import { videoEmbedUrl } from '@/lib/video-embed';
import { VideoPlayer } from './video-player';

export interface VideoDialogText {
  description: string;
  closeLabel: string;
  scheduleLiveDemo: string;
  startTrial: string;
  playerLate: string;
  openVideo: string;
}

export interface VideoDialogProps {
  videoUrl: string;
  title: string;
  poster?: string;
  /** A 3:5 rendition of the same video for phones (below 640 px), with its own poster. */
  portrait?: { src: string; poster: string };
  captions?: string;
  text: VideoDialogText;
}

const captionLineId = `${dialogIds.video}-caption`;

/**
 * The demo video's dialog, in the home page's HTML and opened by "Watch Demo"
 * (./open-video-button.tsx) without any of its code. Its frame, box, caption line and actions are
 * drawn here; the player inside the box is an island (./video-player.tsx) that fetches and shows
 * it only while the dialog is open. Under the player the box holds a way to the video without any
 * code: if no player has appeared `videoPlayerFallback` after an opening (its chunk failed or was
 * blocked, or the page's scripts never ran while the dialog still opened natively), a line and a
 * link to the video's own address show in the picture's place. A player, once there, hides it.
 */
export function VideoDialog({
  videoUrl,
  title,
  poster,
  portrait,
  captions,
  text,
}: VideoDialogProps) {
  const embed = videoEmbedUrl(videoUrl);
  // A host's frame, or a file with no phone rendition: one dark 16:9 box at every width.
  const landscape = embed !== null || !portrait;
  return (
    <DialogFrame
      id={dialogIds.video}
      title={title}
      subtitle={text.description}
      titleClassName="text-2xl font-bold"
      closeLabel={text.closeLabel}
      // On a phone the description is a size smaller, so the heading leaves the video its room.
      className="max-w-4xl max-sm:text-sm"
    >
      <div
        className={cn(
          'relative mt-6 overflow-hidden rounded-xl [&:has(iframe,video)>[data-player-late]]:hidden',
          landscape
            ? 'aspect-video bg-ink'
            : // Below 640 px the 3:5 rendition, the app window recorded at a phone's width, across
              // the dialog's whole width (its padding too), so the window's text is drawn at close
              // to its size on the page. Where the screen is too short for that it narrows,
              // centred, so that the heading, the video and the caption line under it fit the
              // screen together: 17.5rem for the dialog's margins, the gaps, a title of two lines
              // and a description of four (a document's first page is drawn in the platform's
              // face, which is wider than Inter on many phones). From 640 px the 16:9 one.
              // White: the colour the recorder padded the scenes with.
              'aspect-[3/5] bg-white ring-1 ring-line max-sm:mx-[max(-1.5rem,calc(50%-(100dvh-17.5rem)*0.3))] max-sm:rounded-none sm:aspect-video',
        )}
      >
        <VideoPlayer
          dialogId={dialogIds.video}
          videoUrl={videoUrl}
          title={title}
          poster={poster}
          portrait={portrait}
          captions={captions}
          captionLineId={captionLineId}
        />
        <p
          data-player-late
          // Hidden for the first `videoPlayerFallback` ms of each opening (the keyframes start
          // again whenever the dialog is shown), so a player that arrives in time is all the
          // visitor sees. A class, not a style attribute (the pages allow none); a unit test holds
          // its delay to content/timings.ts.
          className={cn(
            'absolute inset-0 flex animate-[reveal-late_0s_3000ms_both] flex-col items-center justify-center gap-2 p-6 text-center',
            landscape ? 'text-white' : 'text-ink',
          )}
        >
          {text.playerLate}
          <a
            href={videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline underline-offset-4"
          >
            {text.openVideo}
          </a>
        </p>
      </div>
      {!embed && captions && (
        // The current caption, under the picture, written by the player: a line to read along,
        // not an announcement. Two lines tall even when empty, so the actions below do not move as
        // cues come and go.
        <p id={captionLineId} aria-live="off" className="mt-3 min-h-[2lh] text-sm text-ink-muted" />
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
    </DialogFrame>
  );
}
