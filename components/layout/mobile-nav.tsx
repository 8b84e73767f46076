import { type ReactNode } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { SideSheet, SideSheetClose } from '@/components/ui/side-sheet';

/**
 * The side menu below 768 px, sliding in from the right. Drawn on the server: only the side
 * sheet that opens and closes it is an island, so the glyphs ship no icon paths.
 */
export function MobileNav({ children }: { children: ReactNode }) {
  return (
    <SideSheet
      side="right"
      label="Site menu"
      trigger={
        <>
          <Glyph name="menu" className="size-6" />
          <span className="sr-only">Open menu</span>
        </>
      }
      triggerClassName="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 data-pending:bg-brand-100"
    >
      <div className="flex min-h-full flex-col gap-6 p-5">
        <div className="flex justify-end">
          <SideSheetClose icon={<Glyph name="close" className="size-6" />} label="Close menu" />
        </div>
        {children}
      </div>
    </SideSheet>
  );
}
