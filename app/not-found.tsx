import { notFoundPage } from '@/content/not-found';
import { pageMeta } from '@/content/seo';
import { site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button';
import { FirstScreenEnd } from '@/components/ui/first-screen-end';
import { StatusScreen } from '@/components/ui/status-screen';
import { buildMetadata } from '@/lib/seo';
import { routes } from '@/content/routes';
import { ctaData } from '@/lib/analytics/track';

export const metadata = buildMetadata(pageMeta.notFound);

export default function NotFound() {
  return (
    <StatusScreen
      eyebrow={notFoundPage.code}
      title={notFoundPage.title}
      description={notFoundPage.description}
    >
      <ButtonLink href="/" size="lg" className="mt-8" {...ctaData('home', 'not_found')}>
        {notFoundPage.action}
      </ButtonLink>
      <nav aria-label={notFoundPage.suggestionsTitle} className="mt-12">
        <h2 className="text-sm font-semibold text-ink">{notFoundPage.suggestionsTitle}</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {[...site.nav.pages.slice(1), site.nav.viewAllProducts, site.nav.bookDemo].map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="font-medium text-brand-700 hover:text-brand-800"
                {...(link.href === routes.freeDemo ? ctaData('demo', 'not_found') : {})}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <FirstScreenEnd />
    </StatusScreen>
  );
}
