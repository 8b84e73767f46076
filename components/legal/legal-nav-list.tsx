import { routes } from '@/content/routes';
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/cn';

export interface LegalNavDocument {
  id: string;
  title: string;
  sections: { id: string; heading: string }[];
}

interface LegalNavListProps {
  documents: readonly LegalNavDocument[];
  currentId: string;
}

/**
 * The section links are styled from their list, once, rather than each of the many links
 * carrying the same classes twice (in the markup and in the page's data): a smaller page.
 */
const sectionList = cn(
  'my-2 ml-3 space-y-0.5 border-l border-line pl-3',
  '[&_a]:block [&_a]:rounded-lg [&_a]:px-2 [&_a]:py-1.5 [&_a]:text-ink-muted [&_a]:transition-colors [&_a:hover]:text-brand-700',
  '[&_[aria-current=location]]:bg-brand-50 [&_[aria-current=location]]:font-medium [&_[aria-current=location]]:text-brand-800',
);

/**
 * Each document is a native disclosure (`<details>`): a click on its title, Enter or Space
 * expands or collapses its section links, with no JavaScript. The open document starts expanded.
 * The open document's section links carry `data-section`: the scroll-spy (`LegalSectionSpy`)
 * marks the one being read `aria-current="location"`, which is what styles it.
 */
export function LegalNavList({ documents, currentId }: LegalNavListProps) {
  return (
    <ul className="space-y-1 text-sm">
      {documents.map((doc) => {
        const current = doc.id === currentId;
        return (
          <li key={doc.id}>
            <details open={current} className="group">
              <summary
                className={cn(
                  'flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 font-medium transition-colors [&::-webkit-details-marker]:hidden',
                  current ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:bg-surface',
                )}
              >
                <span>
                  {doc.title}
                  {current && <span className="sr-only"> (this document)</span>}
                </span>
                <Glyph
                  name="chevron-down"
                  className="size-4 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <ul className={sectionList}>
                {doc.sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`${routes.legal(doc.id)}#${section.id}`}
                      data-section={current ? section.id : undefined}
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
