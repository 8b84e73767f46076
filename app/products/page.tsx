import { products, productsIndex } from '@/content/products';
import { productScenes, sceneBands } from '@/content/products/scenes';
import { pageMeta } from '@/content/seo';
import { ProductGrid } from '@/components/products/product-grid';
import { SceneBand } from '@/components/scenes/scene-band';
import { PrimaryActions } from '@/components/cta/primary-actions';
import { CtaBand } from '@/components/cta/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { BelowFirstScreen } from '@/components/ui/below-first-screen';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pageMeta.products);

export default function ProductsPage() {
  return (
    <>
      <PageIntro intro={productsIndex.intro}>
        <PrimaryActions location="products_page" />
      </PageIntro>
      <Section labelledBy="products-title">
        <h2 id="products-title" className="sr-only">
          {productsIndex.intro.eyebrow}
        </h2>
        <ProductGrid products={products} />
      </Section>
      <SceneBand
        id="scene-title"
        title={sceneBands.index.title}
        description={sceneBands.index.description}
        scene={productScenes[sceneBands.index.product]}
      />
      <BelowFirstScreen>
        <CtaBand {...productsIndex.cta} />
      </BelowFirstScreen>
    </>
  );
}
