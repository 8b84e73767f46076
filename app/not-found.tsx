import Link from 'next/link';
import { notFoundPage } from '@/content/not-found';
import { pageMeta } from '@/content/seo';
import { site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pageMeta.notFound);

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {notFoundPage.code}
      </p>
      <h1 className="mt-3 text-4xl font-bold text-ink sm:text-5xl">{notFoundPage.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{notFoundPage.description}</p>
      <ButtonLink href="/" size="lg" className="mt-8">
        {notFoundPage.action}
      </ButtonLink>
      <nav aria-label={notFoundPage.suggestionsTitle} className="mt-12">
        <h2 className="text-sm font-semibold text-ink">{notFoundPage.suggestionsTitle}</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {[...site.nav.pages.slice(1), site.nav.viewAllProducts, site.nav.bookDemo].map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="font-medium text-brand-700 hover:text-brand-800">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
