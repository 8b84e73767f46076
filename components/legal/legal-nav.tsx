import { Glyph } from '@/components/ui/glyph';
import { LegalMobileNav } from './legal-mobile-nav';
import { LegalNavList, type LegalNavDocument } from './legal-nav-list';
import { LegalSectionSpy } from './legal-section-spy';

interface LegalNavProps {
  documents: readonly LegalNavDocument[];
  currentId: string;
  label: string;
}

/**
 * The side list of documents and their sections: a column on desktop, an overlay on phones. The
 * list is server-rendered (once for each place); only the overlay and the scroll-spy are islands.
 */
export function LegalNav({ documents, currentId, label }: LegalNavProps) {
  const list = <LegalNavList documents={documents} currentId={currentId} />;
  const sectionIds = documents.find((doc) => doc.id === currentId)?.sections.map((s) => s.id) ?? [];

  return (
    <>
      <nav aria-label={label} className="hidden lg:block">
        {list}
      </nav>
      <LegalMobileNav
        label={label}
        menuIcon={<Glyph name="menu" className="size-4" />}
        closeIcon={<Glyph name="close" className="size-5" />}
      >
        {list}
      </LegalMobileNav>
      <LegalSectionSpy sectionIds={sectionIds} />
    </>
  );
}
