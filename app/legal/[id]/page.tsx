import { notFound } from 'next/navigation';
import { getLegalDocument, legalDocuments, legalNavLabel } from '@/content/legal';
import { LegalArticle } from '@/components/legal/legal-article';
import { LegalNav } from '@/components/legal/legal-nav';
import { JsonLd } from '@/components/seo/json-ld';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { buildMetadata, legalMeta } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const dynamicParams = false;

export function generateStaticParams() {
  return legalDocuments.map((doc) => ({ id: doc.id }));
}

/** Only what the side list needs goes to the browser, not the documents' text. */
const navDocuments = legalDocuments.map(({ id, title, sections }) => ({
  id,
  title,
  sections: sections.map(({ id: sectionId, heading }) => ({ id: sectionId, heading })),
}));

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const doc = getLegalDocument((await params).id);
  return doc ? buildMetadata(legalMeta(doc)) : {};
}

export default async function LegalPage({ params }: Props) {
  const doc = getLegalDocument((await params).id);
  if (!doc) notFound();
  return (
    <div className="container-page pb-12 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-16 lg:py-16">
      {/* A slim sticky bar with the overlay button on phones, the sticky side list on desktop.
          Not a Tab stop of its own (Firefox makes every scroll box one): each of its links is,
          and the list scrolls to the one that has the focus. */}
      <aside
        tabIndex={-1}
        data-sticky-bar
        data-consent-reserve
        className="sticky top-16 z-30 -mx-5 border-b border-line bg-white/95 px-5 py-2 backdrop-blur md:-mx-8 md:px-8 lg:top-24 lg:z-auto lg:mx-0 lg:max-h-[calc(100dvh-7rem-var(--consent-reserved,0px))] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
      >
        <LegalNav key={doc.id} documents={navDocuments} currentId={doc.id} label={legalNavLabel} />
      </aside>
      <LegalArticle doc={doc} />
      {/* The legal documents have no index page: the trail goes straight from home. */}
      <JsonLd
        data={breadcrumbJsonLd([
          { name: site.nav.home.label, path: routes.home },
          { name: doc.title, path: routes.legal(doc.id) },
        ])}
      />
    </div>
  );
}
