import { home } from '@/content/home';
import { products } from '@/content/products';
import { ProductGrid } from '@/components/products/product-grid';
import { SectionHeading } from '@/components/ui/section-heading';

export function ProductsOverview() {
  return (
    <section aria-labelledby="products-overview-title" className="section-y">
      <div className="container-page">
        <SectionHeading id="products-overview-title" {...home.productsHeading} />
        <ProductGrid products={products} columns={4} className="mt-12" />
      </div>
    </section>
  );
}
