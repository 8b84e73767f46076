import { legalDocuments } from '@/content/legal';
import { products } from '@/content/products';
import { routes } from '@/content/site';

/** Every page the export contains (the 404 aside), for the sitemap and the tests. */
export function allPagePaths(): string[] {
  return [
    routes.home,
    routes.features,
    routes.pricing,
    routes.about,
    routes.freeDemo,
    routes.products,
    ...products.map((product) => product.href),
    ...legalDocuments.map((doc) => routes.legal(doc.id)),
  ];
}
