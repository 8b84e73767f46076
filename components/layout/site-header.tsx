import { products } from '@/content/products';
import { brand, site } from '@/content/site';
import { Glyph } from '@/components/ui/glyph';
import { Logo } from '@/components/ui/logo';
import { buttonClasses } from '@/components/ui/button';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { MobileNav } from './mobile-nav';
import { MobileNavContent } from './mobile-nav-content';
import { NavLink } from './nav-link';
import { ProductsMenu } from './products-menu';
import { ProductsPanel } from './products-panel';
import { ScrollProgress } from './scroll-progress';
import { ctaData } from '@/lib/analytics/track';

const linkClass =
  'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink-muted transition-colors hover:text-brand-700';
// Colour and an underline, not bold: a bolder word is wider and would shift the row between pages.
const activeClass = 'text-brand-700 underline decoration-2 underline-offset-8';

export function SiteHeader() {
  const [home, ...pages] = site.nav.pages;
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <a href="/" aria-label={`${brand.name} home`} className="rounded-lg">
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {home && (
              <li>
                <NavLink href={home.href} className={linkClass} activeClassName={activeClass}>
                  {home.label}
                </NavLink>
              </li>
            )}
            <li>
              <ProductsMenu
                label={site.nav.productsLabel}
                chevron={
                  <Glyph
                    name="chevron-down"
                    className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180"
                  />
                }
              >
                <ProductsPanel products={products} />
              </ProductsMenu>
            </li>
            {pages.map((page) => (
              <li key={page.href}>
                <NavLink href={page.href} className={linkClass} activeClassName={activeClass}>
                  {page.label}
                </NavLink>
              </li>
            ))}
            <li className="ml-2 lg:ml-4">
              <NavLink
                href={site.nav.bookDemo.href}
                className={buttonClasses()}
                {...ctaData('demo', 'header')}
              >
                {site.nav.bookDemo.label}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          <OpenModalButton
            modal="trial"
            location="header"
            delayed
            size="md"
            className="hidden min-[420px]:inline-flex"
          >
            {site.actions.startTrial}
          </OpenModalButton>
          <MobileNav>
            <MobileNavContent />
          </MobileNav>
        </div>
      </div>
      <ScrollProgress />
    </header>
  );
}
