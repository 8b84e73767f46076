import { type Product } from '@/content/schema';
import { cn } from '@/lib/cn';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: readonly Product[];
  columns?: 3 | 4;
  className?: string;
}

export function ProductGrid({ products, columns = 3, className }: ProductGridProps) {
  return (
    <ul
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
        className,
      )}
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
