import Link from 'next/link';
import { type LegalDocument } from '@/content/schema';
import { routes } from '@/content/site';
import { cn } from '@/lib/cn';

interface LegalNavProps {
  documents: readonly LegalDocument[];
  currentId: string;
}

/** The side list of documents; the current one lists its sections as hash links. */
export function LegalNav({ documents, currentId }: LegalNavProps) {
  return (
    <nav aria-label="Legal documents" className="text-sm">
      <ul className="space-y-1">
        {documents.map((doc) => {
          const current = doc.id === currentId;
          return (
            <li key={doc.id}>
              <Link
                href={routes.legal(doc.id)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center rounded-xl px-3 font-medium transition-colors',
                  current ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:bg-surface',
                )}
              >
                {doc.title}
              </Link>
              {current && (
                <ul className="my-2 ml-3 hidden space-y-0.5 border-l border-line pl-3 lg:block">
                  {doc.sections.map((section) => (
                    <li key={section.id}>
                      <a
                        href={`${routes.legal(doc.id)}#${section.id}`}
                        className="block rounded-lg px-2 py-1.5 text-ink-muted hover:text-brand-700"
                      >
                        {section.heading}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
