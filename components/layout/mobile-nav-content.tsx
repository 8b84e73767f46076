import { products } from '@/content/products';
import { site } from '@/content/site';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { NavLink } from './nav-link';

const itemClass =
  'flex min-h-11 items-center rounded-xl px-3 text-base font-medium text-ink hover:bg-surface';

/** The side menu's links and actions; the MobileNav island only opens and closes it. */
export function MobileNavContent() {
  return (
    <nav aria-label="Mobile" className="flex flex-1 flex-col gap-6">
      <ul className="flex flex-col gap-1">
        <li>
          <details className="group">
            <summary
              className={`${itemClass} cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden`}
            >
              {site.nav.productsLabel}
              <Icon
                name="chevron-down"
                className="size-4 transition-transform group-open:rotate-180"
              />
            </summary>
            <ul className="mt-1 flex flex-col gap-0.5 border-l border-line pl-3">
              {products.map((product) => (
                <li key={product.id}>
                  {product.comingSoon ? (
                    <span
                      aria-disabled="true"
                      className="flex min-h-11 items-center gap-2 px-3 text-sm text-ink-subtle"
                    >
                      {product.name} <Badge>{site.nav.soonBadge}</Badge>
                    </span>
                  ) : (
                    <NavLink
                      href={product.href}
                      className="flex min-h-11 items-center rounded-lg px-3 text-sm text-ink-muted hover:bg-surface"
                      activeClassName="font-semibold text-brand-700"
                    >
                      {product.name}
                    </NavLink>
                  )}
                </li>
              ))}
              <li>
                <a
                  href={site.nav.viewAllProducts.href}
                  className="flex min-h-11 items-center gap-1.5 px-3 text-sm font-semibold text-brand-700"
                >
                  {site.nav.viewAllProducts.label}
                  <Icon name="arrow-right" className="size-4" />
                </a>
              </li>
            </ul>
          </details>
        </li>
        {site.nav.pages.map((page) => (
          <li key={page.href}>
            <NavLink
              href={page.href}
              className={itemClass}
              activeClassName="text-brand-700 bg-brand-50"
            >
              {page.label}
            </NavLink>
          </li>
        ))}
        <li>
          <OpenModalButton
            modal="booking"
            location="mobile_menu"
            delayed
            unstyled
            className={itemClass}
          >
            {site.actions.scheduleCall}
          </OpenModalButton>
        </li>
      </ul>
      <div className="mt-auto flex flex-col gap-3">
        <OpenModalButton modal="trial" location="mobile_menu" delayed size="lg">
          {site.actions.startTrial}
        </OpenModalButton>
        <OpenModalButton
          modal="booking"
          location="mobile_menu"
          delayed
          size="lg"
          variant="secondary"
        >
          {site.actions.scheduleDemo}
        </OpenModalButton>
      </div>
    </nav>
  );
}
