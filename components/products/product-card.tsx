import { productsIndex } from '@/content/products';
import { type Product } from '@/content/schema';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { IconTile } from '@/components/ui/icon-tile';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

/**
 * A product tile for the /products index and the "more products" strip; the title is the link.
 * Given a whole row (the last of an odd count on two columns), it lies down: icon, copy and link
 * side by side instead of a tall card with an empty half.
 */
export function ProductCard({ product }: { product: Product }) {
  return (
    <div className="@container h-full">
      <article className="group relative flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft transition-shadow duration-200 focus-within:shadow-lift hover:shadow-lift @2xl:grid @2xl:grid-cols-[auto_1fr_auto] @2xl:items-center @2xl:gap-x-6">
        <div className="flex items-start justify-between gap-3 @2xl:row-span-2 @2xl:flex-col @2xl:items-center">
          <IconTile icon={product.icon} />
          {product.comingSoon && <Badge>{productsIndex.comingSoonLabel}</Badge>}
        </div>
        <h3 className="mt-5 text-lg font-semibold text-ink @2xl:mt-0 @2xl:self-end">
          <a
            href={product.href}
            className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            <KeepTermsTogether text={product.name} lastWords />
          </a>
        </h3>
        <p className="mt-2 flex-1 text-ink-muted @2xl:col-start-2 @2xl:mt-1 @2xl:self-start">
          <KeepTermsTogether text={product.description} />
        </p>
        <span
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 @2xl:col-start-3 @2xl:row-span-2 @2xl:row-start-1 @2xl:mt-0"
        >
          {productsIndex.learnMore}
          <Icon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </article>
    </div>
  );
}
