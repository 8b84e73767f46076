import { type ReactNode, useRef, useState } from 'react';
import { Glyph } from '@/components/ui/glyph';

/**
 * Below the desktop breakpoint the document list opens as an overlay: a native modal <dialog>,
 * so focus moves in and stays there, Escape closes it and focus returns to the button.
 * Following a link closes it.
 */
export function LegalMobileNav({ label, children }: { label: string; children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-surface"
      >
        <Glyph name="menu" className="size-4" />
        {label}
      </button>
      <dialog
        ref={dialogRef}
        aria-label={label}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          const target = event.target as HTMLElement;
          if (target === dialogRef.current || target.closest('a')) dialogRef.current?.close();
        }}
        data-side-sheet=""
        className="m-0 mr-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-lift backdrop:bg-ink/40 open:motion-safe:animate-fade-in"
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
          <p className="font-semibold text-ink">{label}</p>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
          >
            <Glyph name="close" className="size-5" />
            <span className="sr-only">Close {label.toLowerCase()}</span>
          </button>
        </div>
        {/* Not a second <nav>: the dialog already carries the name, and two navigation
            landmarks called "Legal documents" (this and the desktop list) would be ambiguous. */}
        <div className="p-4">{children}</div>
      </dialog>
    </div>
  );
}
