import { type ReactNode } from 'react';
import { type PageIntro as PageIntroContent } from '@/content/schema';
import { SectionHeading } from './section-heading';
import { HeroBand } from './hero-band';

/**
 * The top band of an inner page: its h1, with optional actions beneath. Kept short so what the
 * visitor came for (plans, the calendar, the products) starts in the first screen.
 */
export function PageIntro({ intro, children }: { intro: PageIntroContent; children?: ReactNode }) {
  return (
    <HeroBand
      glowClassName="-top-32 left-1/2 h-72 w-[48rem] -translate-x-1/2"
      className="py-6 sm:py-12 lg:py-14"
    >
      <SectionHeading as="h1" {...intro} />
      {children && (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{children}</div>
      )}
    </HeroBand>
  );
}
