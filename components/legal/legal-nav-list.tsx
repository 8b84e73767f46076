import { routes } from '@/content/routes';
import { Glyph } from '@/components/ui/glyph';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';
import { cn } from '@/lib/cn';

export interface LegalNavDocument {
  id: string;
  title: string;
  sections: { id: string; heading: string }[];
}

interface LegalNavListProps {
  documents: readonly LegalNavDocument[];
  currentId: string;
  /** The section the reader is in, marked as the current location. */
  activeSectionId: string | null;
  onSectionClick?: (documentId: string, sectionId: string) => void;
}

/**
 * Each document is a native disclosure (`<details>`): a click on its title, Enter or Space
 * expands or collapses its section links, with no JavaScript. The open document starts expanded.
 */
export function LegalNavList({
  documents,
  currentId,
  activeSectionId,
  onSectionClick,
}: LegalNavListProps) {
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
                  <KeepTermsTogether text={doc.title} />
                  {current && <span className="sr-only"> (this document)</span>}
                </span>
                <Glyph
                  name="chevron-down"
                  className="size-4 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <ul className="my-2 ml-3 space-y-0.5 border-l border-line pl-3">
                {doc.sections.map((section) => {
                  const active = current && section.id === activeSectionId;
                  return (
                    <li key={section.id}>
                      <a
                        href={`${routes.legal(doc.id)}#${section.id}`}
                        aria-current={active ? 'location' : undefined}
                        onClick={() => onSectionClick?.(doc.id, section.id)}
                        className={cn(
                          'block rounded-lg px-2 py-1.5 transition-colors hover:text-brand-700',
                          active ? 'bg-brand-50 font-medium text-brand-800' : 'text-ink-muted',
                        )}
                      >
                        <KeepTermsTogether text={section.heading} />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
