import { type Product } from '@/content/schema';
import { cn } from '@/lib/cn';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: readonly Product[];
  columns?: 3 | 4;
  className?: string;
}

/** Card widths for 2, 3 or 4 per row, less their share of the 1.5rem gaps. */
const widths = {
  3: 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  4: 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]',
} as const;

/**
 * A wrapping row rather than a grid, centred: a last row that is not full (seven products, three
 * a row) sits in the middle instead of leaving one card alone at the left.
 */
export function ProductGrid({ products, columns = 3, className }: ProductGridProps) {
  return (
    <ul className={cn('flex flex-wrap justify-center gap-6', className)}>
      {products.map((product) => (
        <li key={product.id} className={cn('w-full', widths[columns])}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
