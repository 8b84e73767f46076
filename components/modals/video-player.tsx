'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import { DIALOG_OPENED_EVENT } from '@/lib/modal-events';
import type { VideoPlayerViewProps } from './video-player-view';

// The player is fetched when its dialog first opens, never with the page.
const loadPlayer = () => import('./video-player-view');

interface VideoPlayerProps extends VideoPlayerViewProps {
  /** The id of the `<dialog>` the player sits in. */
  dialogId: string;
}

/**
 * The demo video's island: nothing until its dialog opens (it may already be open when this
 * mounts, if the visitor was quicker than the page's scripts), then the player
 * (./video-player-view.tsx) until the dialog closes. The player is removed on close, so the video
 * stops and the next opening starts it afresh.
 */
export function VideoPlayer({ dialogId, ...player }: VideoPlayerProps) {
  const subscribe = useCallback(
    (notify: () => void) => {
      const dialog = document.getElementById(dialogId);
      dialog?.addEventListener(DIALOG_OPENED_EVENT, notify);
      dialog?.addEventListener('close', notify);
      return () => {
        dialog?.removeEventListener(DIALOG_OPENED_EVENT, notify);
        dialog?.removeEventListener('close', notify);
      };
    },
    [dialogId],
  );
  const open = useSyncExternalStore(
    subscribe,
    () => (document.getElementById(dialogId) as HTMLDialogElement | null)?.open ?? false,
    // The server's HTML has the dialog closed.
    () => false,
  );
  // Asked for while open: a dialog closed before the chunk came shows nothing, and a chunk that
  // failed to load (offline, a deploy in between) is asked for again at the next opening.
  const view = useLazyModule(loadPlayer, open);
  return open && view ? <view.VideoPlayerView {...player} /> : null;
}
