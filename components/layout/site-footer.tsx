import { brand, company, site } from '@/content/site';
import { routes } from '@/content/routes';
import { consentCopy } from '@/content/consent';
import { Logo } from '@/components/ui/logo';
import { CookieSettingsButton } from './cookie-settings-button';
import { CurrentYear } from './current-year';
import { ctaData } from '@/lib/analytics/track';

const legalLinks = site.footer.columns.find((column) => column.title === 'Legal')?.links ?? [];

export function SiteFooter() {
  const office = company.registeredOffice;
  return (
    <footer className="border-t border-line bg-surface">
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1.4fr_2fr]">
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
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {site.footer.columns.map((column) => (
            <div key={column.title} className={column.title === 'Legal' ? 'hidden sm:block' : ''}>
              <h2 className="text-sm font-semibold text-ink">{column.title}</h2>
              <ul className="mt-3 space-y-1 text-sm">
                {column.links.map((link) => (
                  // Items without a destination read as a plain bulleted list, not as links.
                  <li
                    key={link.label}
                    className={
                      link.href
                        ? undefined
                        : 'ml-4 list-disc py-1 text-ink-subtle marker:text-ink-subtle/60'
                    }
                  >
                    {link.href ? (
                      <a
                        href={link.href}
                        className="inline-flex min-h-8 items-center text-ink-muted hover:text-brand-700"
                        {...(link.href === routes.freeDemo ? ctaData('demo', 'footer') : {})}
                      >
                        {link.label}
                      </a>
                    ) : (
                      link.label
                    )}
                  </li>
                ))}
              </ul>
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
