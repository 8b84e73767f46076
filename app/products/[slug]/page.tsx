import { notFound } from 'next/navigation';
import { getProduct, products, productsIndex } from '@/content/products';
import { productScenes, sceneBands } from '@/content/products/scenes';
import { MoreProducts } from '@/components/products/more-products';
import { SceneBand } from '@/components/scenes/scene-band';
import { UseCases } from '@/components/products/use-cases';
import { PrimaryActions } from '@/components/cta/primary-actions';
import { CtaBand } from '@/components/cta/cta-band';
import { IconCard } from '@/components/ui/icon-card';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { StatsBand } from '@/components/ui/stats-band';
import { JsonLd } from '@/components/seo/json-ld';
import { BelowFirstScreen } from '@/components/ui/below-first-screen';
import { site } from '@/content/site';
import { routes } from '@/content/routes';
import { buildMetadata, productMeta } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const dynamicParams = false;

export function generateStaticParams() {
  return products.map((product) => ({ slug: product.id }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const product = getProduct((await params).slug);
  return product ? buildMetadata(productMeta(product)) : {};
}

export default async function ProductPage({ params }: Props) {
  const product = getProduct((await params).slug);
  if (!product) notFound();
  const copy = productsIndex.productPage;
  return (
    <>
      <PageIntro
        intro={{ eyebrow: product.name, title: product.headline, description: product.summary }}
      >
        {product.comingSoon && (
          <p className="w-full text-center text-sm font-medium text-accent-700">
            {copy.comingSoonNote}
          </p>
        )}
        <PrimaryActions location="product_page" />
      </PageIntro>
      <SceneBand id="scene-title" {...sceneBands.productPage} scene={productScenes[product.id]} />
      <BelowFirstScreen>
        <StatsBand title={copy.metricsTitle} stats={product.metrics} />
        <Section labelledBy="highlights-title" heading={{ title: copy.highlightsTitle }}>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2">
            {product.highlights.map((highlight) => (
              <li key={highlight.title}>
                <IconCard {...highlight} />
              </li>
            ))}
          </ul>
        </Section>
        <UseCases title={copy.useCasesTitle} items={product.useCases} />
        <MoreProducts title={copy.moreProductsTitle} currentId={product.id} />
        <CtaBand {...productsIndex.cta} />
      </BelowFirstScreen>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: site.nav.home.label, path: routes.home },
          { name: site.nav.productsLabel, path: routes.products },
          { name: product.name, path: product.href },
        ])}
      />
    </>
  );
}
