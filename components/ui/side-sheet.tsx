'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';

/** The edge the sheet hugs: the site menu opens on the right, the legal list on the left. */
const edges = { left: 'mr-auto', right: 'ml-auto' } as const;

interface SideSheetProps {
  side: keyof typeof edges;
  /** The dialog's accessible name. */
  label: string;
  /** What the opening button shows; it must name the button (visible text or sr-only). */
  trigger: ReactNode;
  triggerClassName: string;
  /** The sheet's content, with a SideSheetClose somewhere in it. */
  children: ReactNode;
}

/**
 * A panel over the page from one side, opened by its button: a native modal <dialog>, so focus
 * moves in and stays there, Escape closes it, the page behind is inert and focus returns to the
 * button. A click on the backdrop or on any link inside closes it, and so does a change of route,
 * for navigations that did not start from a click inside. `data-side-sheet` lets globals.css give
 * it the window's full height up to the edge (see `html:has(dialog[data-side-sheet]:modal)`).
 *
 * The content is drawn only while the sheet is open, not with the page: every link in it is also
 * in the header or the footer, and a closed menu's elements only cost the page's restyles. The
 * dialog opens once its content is in the DOM, so focus lands on the first control inside, and
 * on close focus goes back to the button, wherever it was in the frame before the opening.
 *
 * A tap is answered in its own frame: the button is marked `data-pending` (the caller's
 * `data-pending:` classes draw it pressed) and the sheet opens in a transition, a frame later.
 * Opening a modal restyles the whole inert page behind it (about 40 ms on a slow phone), which
 * would otherwise hold the tap's first frame.
 */
export function SideSheet({ side, label, trigger, triggerClassName, children }: SideSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const pathname = usePathname();

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  // After the commit that drew the content, before the frame is painted. The browser returns
  // focus on close to whatever had it at showModal(), and the opening is a frame after the tap: a
  // Tab pressed in that frame (or a tap that does not focus, as on iOS) would leave it elsewhere.
  // The sheet belongs to its button, so the button is focused first and gets the focus back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    const button = buttonRef.current;
    if (button && document.activeElement !== button) button.focus({ preventScroll: true });
    dialog.showModal();
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => startTransition(() => setOpen(true))}
        aria-expanded={open}
        data-pending={pending || undefined}
        aria-haspopup="dialog"
        className={triggerClassName}
      >
        {trigger}
      </button>
      <dialog
        ref={dialogRef}
        aria-label={label}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          const target = event.target as HTMLElement;
          // A click on the backdrop lands on the dialog element itself.
          if (target === dialogRef.current || target.closest('a')) dialogRef.current?.close();
        }}
        data-side-sheet=""
        className={`m-0 ${edges[side]} h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-lift backdrop:bg-ink/40 open:motion-safe:animate-fade-in`}
      >
        {open && children}
      </dialog>
    </>
  );
}

/**
 * The sheet's round close button: an icon, named for screen readers by `label`. Each caller lays
 * out its sheet's content, so the button closes whichever dialog it sits in.
 */
export function SideSheetClose({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <button
      type="button"
      onClick={(event) => event.currentTarget.closest('dialog')?.close()}
      className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
    >
      {icon}
      <span className="sr-only">{label}</span>
    </button>
  );
}
