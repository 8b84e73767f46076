import { site } from '@/content/site';
import { PrimaryActions } from './primary-actions';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface CtaBandProps {
  title: string;
  description: string;
  /** A quieter way on under the actions, for a visitor not ready for either (home: the blog). */
  more?: { label: string; href: string };
}

/**
 * The closing call to action: start the trial, or book a demo call. After a white section the
 * band starts at that section's own bottom padding, so the two paddings never add up to an empty
 * gap; after a tinted one it keeps its own.
 */
export function CtaBand({ title, description, more }: CtaBandProps) {
  return (
    <section
      aria-labelledby="cta-title"
      className="section-y [section:not(.bg-surface):not(.bg-ink)+&]:pt-0"
    >
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 px-6 py-14 text-center text-white shadow-lift sm:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -bottom-24 size-72 rounded-full bg-accent-500/25 blur-3xl"
          />
          <h2 id="cta-title" className="relative mx-auto max-w-2xl text-3xl font-bold sm:text-4xl">
            <KeepTermsTogether text={title} lastWords />
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-100">
            <KeepTermsTogether text={description} />
          </p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">
            <PrimaryActions location="cta_band" look="band" />
          </div>
          <p className="relative mt-6 text-sm text-brand-100">
            {site.claims.noCreditCard} • {site.claims.cancelAnytime} • {site.claims.trial}
          </p>
          {more && (
            <p className="relative mt-4 text-sm">
              <a
                href={more.href}
                className="inline-flex min-h-8 items-center font-medium text-white underline underline-offset-4 hover:text-brand-100"
              >
                {more.label}
                <span aria-hidden="true">&nbsp;→</span>
              </a>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
