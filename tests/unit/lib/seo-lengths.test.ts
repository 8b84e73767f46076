import { legalDocuments } from '@/content/legal';
import { products } from '@/content/products';
import { pageMeta } from '@/content/seo';
import { legalMeta, productMeta } from '@/lib/seo';

// Search results cut titles at about 60 characters and snippets at about 160; share cards too.
const everyPage = [
  ...Object.entries(pageMeta),
  ...products.map((product) => [product.href, productMeta(product)] as const),
  ...legalDocuments.map((doc) => [doc.id, legalMeta(doc)] as const),
];

describe.each(everyPage)('%s metadata', (_name, meta) => {
  it('has a title of at most 60 characters', () => {
    expect(meta.title.length).toBeLessThanOrEqual(60);
  });

  it('has meta and Open Graph descriptions of at most 160 characters', () => {
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.ogDescription.length).toBeLessThanOrEqual(160);
  });
});
