import { Fragment } from 'react';
import { type LegalDocument } from '@/content/schema';
import { FirstScreenEnd } from '@/components/ui/first-screen-end';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';
import { formatLongDate } from '@/lib/format-date';

/**
 * Characters of section text that fill the rest of the first screen under the document's header,
 * at any width (about 25 lines in the widest column): the first-screen marker follows the section
 * that reaches them.
 */
const FIRST_SCREEN_TEXT = 2500;

/** The index of the section after which the document's first screen ends. */
function firstScreenSections(doc: LegalDocument): number {
  let text = 0;
  const index = doc.sections.findIndex((section) => {
    for (const block of section.content)
      text += typeof block === 'string' ? block.length : block.list.join(' ').length;
    return text >= FIRST_SCREEN_TEXT;
  });
  return index === -1 ? doc.sections.length - 1 : index;
}

export function LegalArticle({ doc }: { doc: LegalDocument }) {
  const lastInFirstScreen = firstScreenSections(doc);
  return (
    <article className="min-w-0 pt-8 lg:pt-0">
      <header className="border-b border-line pb-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Legal</p>
        <h1 className="mt-2 text-4xl font-bold text-ink sm:text-5xl">
          <KeepTermsTogether text={doc.title} lastWords />
        </h1>
        <p className="mt-4 text-lg text-ink-muted">
          <KeepTermsTogether text={doc.summary} />
        </p>
        <p className="mt-4 text-sm text-ink-subtle">
          Reference {doc.ref} · Last updated{' '}
          <time dateTime={doc.lastUpdated}>{formatLongDate(doc.lastUpdated)}</time>
        </p>
      </header>
      {doc.sections.map((section, sectionIndex) => (
        <Fragment key={section.id}>
          <section
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            // 200px (LEGAL_SCROLL_OFFSET, the offset for a section opened from a hash) in
            // all: the root's scroll padding below the sticky bars, plus this margin.
            className="-mx-4 mt-6 scroll-mt-[calc(200px_-_var(--sticky-top))] rounded-card px-4 pt-4 pb-2 transition-colors duration-300 data-highlighted:bg-brand-50 data-highlighted:ring-1 data-highlighted:ring-brand-200"
          >
            <h2 id={`${section.id}-title`} className="text-2xl font-semibold text-ink">
              <KeepTermsTogether text={section.heading} lastWords />
            </h2>
            <div className="mt-4 space-y-4 text-ink-muted">
              {section.content.map((block, index) =>
                typeof block === 'string' ? (
                  <p key={index}>
                    <KeepTermsTogether text={block} />
                  </p>
                ) : (
                  <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-400">
                    {block.list.map((item) => (
                      <li key={item}>
                        <KeepTermsTogether text={item} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </div>
          </section>
          {sectionIndex === lastInFirstScreen && <FirstScreenEnd />}
        </Fragment>
      ))}
    </article>
  );
}
