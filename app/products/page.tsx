import { products, productsIndex } from '@/content/products';
import { pageMeta } from '@/content/seo';
import { ProductGrid } from '@/components/products/product-grid';
import { PrimaryActions } from '@/components/cta/primary-actions';
import { CtaBand } from '@/components/cta/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pageMeta.products);

export default function ProductsPage() {
  return (
    <>
      <PageIntro intro={productsIndex.intro}>
        <PrimaryActions />
      </PageIntro>
      <section aria-labelledby="products-title" className="section-y">
        <div className="container-page">
          <h2 id="products-title" className="sr-only">
            {productsIndex.intro.eyebrow}
          </h2>
          <ProductGrid products={products} />
        </div>
      </section>
      <CtaBand {...productsIndex.cta} />
    </>
  );
}
