'use client';

import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Glyph } from '@/components/ui/glyph';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import { cn } from '@/lib/cn';
import type { VideoModalProps } from './video-modal';

// The modal (and its player) is fetched on the first click, never with the page.
const loadVideoModal = () => import('./video-modal');

type OpenVideoButtonProps = Omit<VideoModalProps, 'isOpen' | 'onClose'> & { label: string };

export function OpenVideoButton({ label, ...modal }: OpenVideoButtonProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const videoModule = useLazyModule(loadVideoModal, requested);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        // Without JavaScript the dialog cannot open: the hero's <noscript> link to the video
        // takes its place. `noscript:` is `@media (scripting: none)`: a <style> in <noscript> is
        // not allowed in <body>.
        className={cn(buttonClasses({ variant: 'secondary', size: 'lg' }), 'noscript:hidden')}
      >
        <Glyph name="play" className="size-4 text-brand-600" />
        {label}
      </button>
      {videoModule && (
        <videoModule.VideoModal {...modal} isOpen={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
