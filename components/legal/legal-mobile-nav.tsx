import { type ReactNode } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { SideSheet, SideSheetClose } from '@/components/ui/side-sheet';

/**
 * Below the desktop breakpoint the document list opens as a side sheet from the left, with its
 * title and close button in a bar on top. Following a link closes it.
 */
export function LegalMobileNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lg:hidden">
      <SideSheet
        side="left"
        label={label}
        trigger={
          <>
            <Glyph name="menu" className="size-4" />
            {label}
          </>
        }
        triggerClassName="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-surface data-pending:bg-brand-50"
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
          <p className="font-semibold text-ink">{label}</p>
          <SideSheetClose
            icon={<Glyph name="close" className="size-5" />}
            label={`Close ${label.toLowerCase()}`}
          />
        </div>
        {/* Not a second <nav>: the dialog already carries the name, and two navigation
            landmarks called "Legal documents" (this and the desktop list) would be ambiguous. */}
        <div className="p-4">{children}</div>
      </SideSheet>
    </div>
  );
}
