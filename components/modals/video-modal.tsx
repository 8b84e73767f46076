'use client';

import { useEffect, useRef } from 'react';
import { routes } from '@/content/routes';
import { buttonClasses } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
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
  captions?: string;
  text: VideoModalText;
}

/** The demo video: a video host's own player in a frame, or a native video for a file. */
export function VideoModal({
  isOpen,
  onClose,
  videoUrl,
  title,
  poster,
  captions,
  text,
}: VideoModalProps) {
  const embed = videoEmbedUrl(videoUrl);
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
      className="max-w-4xl"
    >
      <div className="mt-6 aspect-video overflow-hidden rounded-xl bg-ink">
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
              src={videoUrl}
              poster={poster}
              controls
              autoPlay
              onPlay={onPlay}
              playsInline
              controlsList="nodownload"
              disablePictureInPicture
              onContextMenu={(event) => event.preventDefault()}
              className="size-full"
            >
              {captions && (
                <track kind="captions" src={captions} srcLang="en" label="English" default />
              )}
            </video>
          ))}
      </div>
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
