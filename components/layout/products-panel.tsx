import { type Product } from '@/content/schema';
import { site } from '@/content/site';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { IconTile } from '@/components/ui/icon-tile';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export const PRODUCTS_GRID_SLOTS = 6;

/** The first six products, padded with empty slots, as the 3×2 grid shows them. */
export function productGridSlots(products: readonly Product[]): Array<Product | null> {
  const shown: Array<Product | null> = products.slice(0, PRODUCTS_GRID_SLOTS);
  while (shown.length < PRODUCTS_GRID_SLOTS) shown.push(null);
  return shown;
}

function ProductEntry({ product }: { product: Product }) {
  const body = (
    <>
      <IconTile icon={product.icon} size="sm" className="shrink-0" />
      <span className="min-w-0">
        <span className="flex items-center gap-2 font-semibold text-ink">
          {product.name}
          {product.comingSoon && <Badge>{site.nav.soonBadge}</Badge>}
        </span>
        <span className="mt-0.5 block text-sm leading-snug text-ink-muted">
          <KeepTermsTogether text={product.description} />
        </span>
      </span>
    </>
  );
  const base = 'flex h-full gap-3 rounded-xl p-3';
  if (product.comingSoon) {
    return (
      <span aria-disabled="true" className={`${base} cursor-not-allowed opacity-75`}>
        {body}
      </span>
    );
  }
  return (
    <a href={product.href} className={`${base} transition-colors hover:bg-surface`}>
      {body}
    </a>
  );
}

export function ProductsPanel({ products }: { products: readonly Product[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white shadow-lift">
      <ul className="grid grid-cols-3 gap-1 p-3">
        {productGridSlots(products).map((product, index) => (
          <li key={product?.id ?? `empty-${index}`}>
            {product ? (
              <ProductEntry product={product} />
            ) : (
              <span className="flex h-full items-center justify-center rounded-xl border border-dashed border-line p-3 text-sm text-ink-subtle">
                {site.nav.moreComingSoon}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-4 border-t border-line bg-surface px-5 py-3">
        <p className="text-sm text-ink-muted">{site.brand.tagline}</p>
        <a
          href={site.nav.viewAllProducts.href}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-brand-700 hover:text-brand-800"
        >
          {site.nav.viewAllProducts.label}
          <Icon name="arrow-right" className="size-4" />
        </a>
      </div>
    </div>
  );
}
