'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/cn';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the visible title; the dialog is labelled by it. */
  labelledBy: string;
  describedBy?: string;
  /** The close button's accessible name, e.g. "Close booking modal". */
  closeLabel: string;
  /** While true (a submit in flight) nothing closes the dialog: not the button, backdrop or Escape. */
  closeBlocked?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The one modal primitive: a native `<dialog>` opened with `showModal()`. The browser moves focus
 * in, keeps it inside (everything behind is inert), closes on Escape and returns focus to the
 * element that had it. The page behind does not scroll (see `html:has(dialog:modal)` in
 * globals.css). A click on the dimmed backdrop lands on the dialog element itself and closes it.
 * An element marked `data-autofocus` gets the focus on opening instead of the close button.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  closeLabel,
  closeBlocked = false,
  className,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser focuses the first focusable element (the close button); a form prefers its
      // first field, marked with data-autofocus.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const requestClose = () => {
    if (!closeBlocked) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Escape fires `cancel`; the parent owns `open`, so the browser never closes it on its own.
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      // Chrome closes a dialog itself on a second Escape even when `cancel` was prevented (its
      // close-watcher abuse guard). Keep the parent's state the truth: reopen or report the close.
      onClose={() => {
        const dialog = ref.current;
        if (!open || !dialog || dialog.open) return;
        if (closeBlocked) dialog.showModal();
        else onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) requestClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-card bg-white p-0 text-ink shadow-lift backdrop:bg-ink/60 open:motion-safe:animate-fade-in',
        className,
      )}
    >
      {/* A zero-height sticky bar: the close button stays in reach while a tall dialog scrolls. */}
      <div className="sticky top-0 z-10 flex h-0 justify-end">
        <button
          type="button"
          onClick={requestClose}
          disabled={closeBlocked}
          className="mt-3 mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/90 text-ink-muted hover:bg-surface hover:text-ink disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Glyph name="close" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
