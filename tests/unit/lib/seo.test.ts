import { legalDocuments } from '@/content/legal';
import { products } from '@/content/products';
import { pageMeta } from '@/content/seo';
import { absoluteUrl, buildMetadata, legalMeta, productMeta } from '@/lib/seo';
import { ogImageSpecs } from '@/lib/og-images';
import { allPagePaths } from '@/content/routes';

const SITE = 'https://www.kyrelo.example';

describe('buildMetadata', () => {
  it('gives a page its own absolute canonical, share tags and card type', () => {
    const meta = buildMetadata(pageMeta.features, SITE);
    expect(meta.title).toEqual({ absolute: pageMeta.features.title });
    expect(meta.description).toBe(pageMeta.features.description);
    expect(meta.keywords).toEqual(pageMeta.features.keywords);
    expect(meta.alternates?.canonical).toBe('https://www.kyrelo.example/features');
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      url: 'https://www.kyrelo.example/features',
      title: pageMeta.features.ogTitle,
      description: pageMeta.features.ogDescription,
      images: [{ url: 'https://www.kyrelo.example/og/features.png', width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('uses the summary card for legal pages and the 404, whose canonical is the 404 path', () => {
    const legal = buildMetadata(legalMeta(legalDocuments[1]!), SITE);
    expect(legal.twitter).toMatchObject({ card: 'summary' });
    expect(legal.alternates?.canonical).toBe('https://www.kyrelo.example/legal/privacy-policy');
    const missing = buildMetadata(pageMeta.notFound, SITE);
    expect(missing.twitter).toMatchObject({ card: 'summary' });
    expect(missing.alternates?.canonical).toBe('https://www.kyrelo.example/404');
  });

  it('derives product metadata from the product content', () => {
    const product = products[0]!;
    const meta = productMeta(product);
    expect(meta.canonical).toBe(product.href);
    expect(meta.twitterCard).toBe('summary_large_image');
    expect(meta.ogImage).toBe(`/og/product-${product.id}.png`);
  });

  it('builds absolute URLs from the site URL', () => {
    expect(absoluteUrl('/', SITE)).toBe('https://www.kyrelo.example');
    expect(absoluteUrl('/legal/refund-policy', SITE)).toBe(
      'https://www.kyrelo.example/legal/refund-policy',
    );
  });
});

describe('share images and routes', () => {
  it('generates an image for every image a page refers to', () => {
    const generated = new Set(ogImageSpecs().map((spec) => `/og/${spec.key}.png`));
    const referenced = [
      ...Object.values(pageMeta).map((meta) => meta.ogImage),
      ...products.map((product) => productMeta(product).ogImage),
      ...legalDocuments.map((doc) => legalMeta(doc).ogImage),
    ];
    for (const image of referenced) expect(generated).toContain(image);
  });

  it('lists every page once', () => {
    const paths = allPagePaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(6 + products.length + legalDocuments.length);
  });
});
