import { products } from '@/content/products';
import { Section } from '@/components/ui/section';
import { ProductGrid } from './product-grid';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export function MoreProducts({ title, currentId }: { title: string; currentId: string }) {
  const others = products.filter((product) => product.id !== currentId).slice(0, 3);
  return (
    <Section labelledBy="more-products-title">
      <h2 id="more-products-title" className="text-3xl font-bold text-ink">
        <KeepTermsTogether text={title} lastWords />
      </h2>
      <ProductGrid products={others} className="mt-8" />
    </Section>
  );
}
