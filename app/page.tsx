import { home } from '@/content/home';
import { pageMeta } from '@/content/seo';
import { Hero } from '@/components/home/hero';
import { ProductsOverview } from '@/components/home/products-overview';
import { JsonLd } from '@/components/seo/json-ld';
import { CtaBand } from '@/components/ui/cta-band';
import { buildMetadata } from '@/lib/seo';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';

export const metadata = buildMetadata(pageMeta.home);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <Hero />
      <ProductsOverview />
      <CtaBand {...home.cta} />
    </>
  );
}
