'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface MobileNavProps {
  /** The button glyphs, drawn on the server so the island ships no icon paths. */
  menuIcon: ReactNode;
  closeIcon: ReactNode;
  children: ReactNode;
}

/**
 * The side menu below 768 px: a native modal <dialog>, so focus is trapped, Escape closes it and
 * the page behind is inert. Any link inside (navigation or a modal button) closes it.
 */
export function MobileNav({ menuIcon, closeIcon, children }: MobileNavProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  const show = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50"
      >
        {menuIcon}
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Site menu"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          const target = event.target as HTMLElement;
          // A click on the backdrop lands on the dialog element itself.
          if (target === dialogRef.current || target.closest('a')) dialogRef.current?.close();
        }}
        data-side-sheet=""
        className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-lift backdrop:bg-ink/40 open:motion-safe:animate-fade-in"
      >
        <div className="flex min-h-full flex-col gap-6 p-5">
          <div className="flex justify-end">
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
            >
              {closeIcon}
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
