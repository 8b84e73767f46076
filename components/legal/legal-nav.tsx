'use client';

import { useMemo } from 'react';
import { LegalMobileNav } from './legal-mobile-nav';
import { LegalNavList, type LegalNavDocument } from './legal-nav-list';
import { useSectionSpy } from './use-section-spy';

interface LegalNavProps {
  documents: readonly LegalNavDocument[];
  currentId: string;
  label: string;
}

/** The side list of documents and their sections: a column on desktop, an overlay on phones. */
export function LegalNav({ documents, currentId, label }: LegalNavProps) {
  const sectionIds = useMemo(
    () => documents.find((doc) => doc.id === currentId)?.sections.map((s) => s.id) ?? [],
    [documents, currentId],
  );
  const { active, highlight } = useSectionSpy(sectionIds);
  const onSectionClick = (documentId: string, sectionId: string) => {
    if (documentId === currentId) highlight(sectionId);
  };
  const list = (
    <LegalNavList
      documents={documents}
      currentId={currentId}
      activeSectionId={active}
      onSectionClick={onSectionClick}
    />
  );

  return (
    <>
      <nav aria-label={label} className="hidden lg:block">
        {list}
      </nav>
      <LegalMobileNav label={label}>{list}</LegalMobileNav>
    </>
  );
}
