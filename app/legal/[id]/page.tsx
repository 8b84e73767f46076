import { notFound } from 'next/navigation';
import { getLegalDocument, legalDocuments } from '@/content/legal';
import { LegalArticle } from '@/components/legal/legal-article';
import { LegalNav } from '@/components/legal/legal-nav';
import { buildMetadata, legalMeta } from '@/lib/seo';

export const dynamicParams = false;

export function generateStaticParams() {
  return legalDocuments.map((doc) => ({ id: doc.id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const doc = getLegalDocument((await params).id);
  return doc ? buildMetadata(legalMeta(doc)) : {};
}

export default async function LegalPage({ params }: Props) {
  const doc = getLegalDocument((await params).id);
  if (!doc) notFound();
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_1fr] lg:gap-16 lg:py-16">
      <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
        <LegalNav documents={legalDocuments} currentId={doc.id} />
      </aside>
      <LegalArticle doc={doc} />
    </div>
  );
}
