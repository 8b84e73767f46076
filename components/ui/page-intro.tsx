import { type ReactNode } from 'react';
import { type PageIntro as PageIntroContent } from '@/content/schema';
import { SectionHeading } from './section-heading';

/**
 * The top band of an inner page: its h1, with optional actions beneath. Kept short so what the
 * visitor came for (plans, the calendar, the products) starts in the first screen.
 */
export function PageIntro({ intro, children }: { intro: PageIntroContent; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 h-72 w-[48rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative container-page py-10 sm:py-12 lg:py-14">
        <SectionHeading as="h1" {...intro} />
        {children && (
          <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{children}</div>
        )}
      </div>
    </section>
  );
}
