import { type Product } from '@/content/schema';
import { cn } from '@/lib/cn';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: readonly Product[];
  className?: string;
}

/**
 * Cards per row from 1024px: three, or four where three would leave one card alone on the last
 * row (seven products: four and three). Card widths are those shares less the 1.5rem gaps.
 */
const desktopWidth = (count: number) =>
  count % 3 === 1 && count > 1 ? 'lg:w-[calc((100%-4.5rem)/4)]' : 'lg:w-[calc((100%-3rem)/3)]';

/**
 * A wrapping row rather than a grid, centred, so a last row that is not full sits in the middle.
 * No card is ever alone on a row: two a row from 640px, the last card of an odd count spanning
 * both, and from 1024px a row count that leaves at least two on the last row.
 */
export function ProductGrid({ products, className }: ProductGridProps) {
  const odd = products.length % 2 === 1;
  return (
    <ul className={cn('flex flex-wrap justify-center gap-6', className)}>
      {products.map((product, index) => (
        <li
          key={product.id}
          className={cn(
            'w-full',
            !(odd && index === products.length - 1) && 'sm:w-[calc((100%-1.5rem)/2)]',
            desktopWidth(products.length),
          )}
        >
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
