import { notFound } from 'next/navigation';
import { getProduct, products, productsIndex } from '@/content/products';
import { productLeads, productScenes } from '@/content/products/scenes';
import { MoreProducts } from '@/components/products/more-products';
import { ProductOverview } from '@/components/products/product-overview';
import { UseCases } from '@/components/products/use-cases';
import { SceneHero } from '@/components/scenes/scene-hero';
import { PrimaryActions } from '@/components/cta/primary-actions';
import { CtaBand } from '@/components/cta/cta-band';
import { IconCard } from '@/components/ui/icon-card';
import { Section } from '@/components/ui/section';
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
      <SceneHero
        eyebrow={product.name}
        title={product.headline}
        lead={productLeads[product.id]}
        note={product.comingSoon ? copy.comingSoonNote : undefined}
        scene={productScenes[product.id]}
      >
        <PrimaryActions location="product_page" />
      </SceneHero>
      <ProductOverview
        title={copy.metricsTitle}
        summary={product.summary}
        metrics={product.metrics}
      />
      <BelowFirstScreen>
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
