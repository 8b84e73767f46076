import { home } from '@/content/home';
import { products } from '@/content/products';
import { ProductCard } from '@/components/products/product-card';
import { SectionHeading } from '@/components/ui/section-heading';

export function ProductsOverview() {
  return (
    <section aria-labelledby="products-overview-title" className="section-y">
      <div className="container-page">
        <SectionHeading id="products-overview-title" {...home.productsHeading} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
