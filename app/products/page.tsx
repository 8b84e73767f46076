import { products, productsIndex } from '@/content/products';
import { pageMeta } from '@/content/seo';
import { site } from '@/content/site';
import { ProductCard } from '@/components/products/product-card';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pageMeta.products);

export default function ProductsPage() {
  return (
    <>
      <PageIntro intro={productsIndex.intro}>
        <OpenModalButton modal="trial" size="lg">
          {site.actions.startTrial}
        </OpenModalButton>
        <ButtonLink href={site.nav.bookDemo.href} size="lg" variant="secondary">
          {site.nav.bookDemo.label}
        </ButtonLink>
      </PageIntro>
      <section aria-labelledby="products-title" className="section-y">
        <div className="container-page">
          <h2 id="products-title" className="sr-only">
            {productsIndex.intro.eyebrow}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand {...productsIndex.cta} />
    </>
  );
}
