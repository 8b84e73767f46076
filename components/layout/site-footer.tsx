import { brand, company, site } from '@/content/site';
import { routes } from '@/content/routes';
import { consentCopy } from '@/content/consent';
import { products } from '@/content/products';
import { blog } from '@/content/blog';
import { Logo } from '@/components/ui/logo';
import { CookieSettingsButton } from './cookie-settings-button';
import { CurrentYear } from './current-year';
import { ctaData } from '@/lib/analytics/track';

const legalLinks = site.footer.columns.find((column) => column.title === 'Legal')?.links ?? [];

type Column = (typeof site.footer.columns)[number];
type FooterLink = Column['links'][number];

/** Every product page heads the Product column, before the pages the content lists there. */
const productLinks: FooterLink[] = products.map((product) => ({
  label: product.name,
  href: product.href,
}));

/** The blog closes the Company column, after the pages the content lists there. */
const blogLink: FooterLink = { label: blog.labels.footerLink, href: routes.blog };

const linksOf = (column: Column): FooterLink[] =>
  column.title === 'Product'
    ? [...productLinks, ...column.links]
    : column.title === 'Company'
      ? [...column.links, blogLink]
      : column.links;

/**
 * Two columns on phones: the long Product column down the left, the others beside it; the legal
 * links move to Quick Links below. Four columns from 640px.
 */
const columnClasses: Record<string, string> = {
  Product: 'row-span-2 sm:row-span-1',
  Legal: 'hidden sm:block',
};

export function SiteFooter() {
  const office = company.registeredOffice;
  return (
    <footer className="border-t border-line bg-surface">
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1fr_2.4fr]">
        <div className="max-w-sm">
          <a href="/" aria-label={`${brand.name} home`} className="inline-block rounded-lg">
            <Logo />
          </a>
          <p className="mt-4 text-sm text-ink-muted">{site.brand.tagline}</p>
          <address className="mt-6 text-sm text-ink-muted not-italic">
            <span className="block font-semibold text-ink">{office.heading}</span>
            {office.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <a
              href={`mailto:${company.email}`}
              className="mt-2 inline-block font-medium text-brand-700 hover:text-brand-800"
            >
              {company.email}
            </a>
          </address>
        </div>
        <nav
          aria-label="Footer"
          className="grid grid-cols-2 grid-rows-[auto_1fr] gap-x-8 gap-y-10 sm:grid-cols-[1.5fr_1fr_1.2fr_1fr] sm:grid-rows-none"
        >
          {site.footer.columns.map((column) => (
            <div key={column.title} className={columnClasses[column.title]}>
              <h2 className="text-sm font-semibold text-ink">{column.title}</h2>
              {column.links.some((link) => link.href) ? (
                <ul className="mt-3 space-y-1 text-sm">
                  {linksOf(column).map((link) => (
                    <li key={link.label}>
                      <a
                        href={link.href ?? '/'}
                        className="inline-flex min-h-8 items-center text-ink-muted hover:text-brand-700"
                        {...(link.href === routes.freeDemo ? ctaData('demo', 'footer') : {})}
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                // No destination (the Support entries): a line of text, not a column of would-be
                // links.
                <ul className="mt-4 text-sm leading-6 text-ink-subtle">
                  {column.links.map((link) => (
                    <li
                      key={link.label}
                      className="inline after:content-[',_'] last:after:content-none"
                    >
                      {link.label}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYear buildYear={new Date().getFullYear()} /> {company.legalName}.{' '}
            {site.footer.rightsReserved}
          </p>
          <nav aria-label="Legal" className="sm:ml-auto">
            <h2 className="mb-2 text-sm font-semibold text-ink sm:hidden">
              {site.footer.quickLinksTitle}
            </h2>
            <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-0">
              {legalLinks.map((link, index) => (
                <li key={link.label} className="flex items-center">
                  {index > 0 && (
                    <span aria-hidden="true" className="mx-2 hidden text-ink-subtle sm:inline">
                      |
                    </span>
                  )}
                  <a
                    href={link.href ?? '/'}
                    className="inline-flex min-h-8 items-center hover:text-brand-700"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
              <li className="flex items-center">
                <span aria-hidden="true" className="mx-2 hidden text-ink-subtle sm:inline">
                  |
                </span>
                <CookieSettingsButton label={consentCopy.settings} />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
