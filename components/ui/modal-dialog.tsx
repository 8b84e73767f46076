'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { PENDING_ATTRIBUTE, clearPendingOpeners } from '@/lib/modal-events';
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/cn';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The visible heading; the dialog takes its accessible name from it. */
  title: string;
  /** The line under the heading; the dialog takes its accessible description from it. */
  subtitle?: string;
  /** The heading's size and weight, which vary with the dialog's width. */
  titleClassName?: string;
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
 * element that had it: the pressed opener, focused just before the opening. The page behind does
 * not scroll (see `html:has(dialog:modal)` in globals.css). A click on the dimmed backdrop lands
 * on the dialog element itself and closes it.
 * An element marked `data-autofocus` gets the focus on opening instead of the close button.
 * The heading and subtitle are rendered here so every dialog is named and described the same way.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  subtitle,
  titleClassName = 'text-2xl font-semibold',
  closeLabel,
  closeBlocked = false,
  className,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const subtitleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // The browser returns focus on close to whatever had it at showModal(). The modal opens
      // after its code arrives (and the header's delay), so focus may have moved on meanwhile, or
      // never been on the opener (a tap on iOS): the pressed opener gets it back first.
      const opener = document.querySelector<HTMLElement>(`[${PENDING_ATTRIBUTE}]`);
      // Only when needed: focus() brings the new dialog's styles up to date ahead of the frame.
      if (opener && document.activeElement !== opener) opener.focus({ preventScroll: true });
      dialog.showModal();
      // The opener that was pressed has its answer now.
      clearPendingOpeners();
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
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
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
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-card bg-white p-0 text-ink shadow-lift backdrop:bg-ink/60 open:flex open:motion-safe:animate-fade-in',
        className,
      )}
    >
      {/*
       * The heading row stays put and only the body scrolls: the close button is always in reach,
       * and nothing ever floats over a field or its focus ring while a tall dialog scrolls.
       */}
      <div className="flex shrink-0 items-start gap-3 px-6 pt-6 sm:px-8 sm:pt-8">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className={cn('text-ink', titleClassName)}>
            {title}
          </h2>
          {subtitle && (
            <p id={subtitleId} className="mt-1 text-ink-muted">
              <KeepTermsTogether text={subtitle} />
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={requestClose}
          disabled={closeBlocked}
          className="-mt-3 -mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink disabled:cursor-not-allowed disabled:opacity-50 sm:-mt-5 sm:-mr-5"
        >
          <Glyph name="close" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      <div className="min-h-0 overflow-y-auto px-6 pb-6 sm:px-8 sm:pb-8">{children}</div>
    </dialog>
  );
}
