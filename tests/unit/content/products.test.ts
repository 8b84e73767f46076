import { defineContent } from '@/content/define';
import { getProduct, productListSchema, products } from '@/content/products';
import { productSlugs } from '@/content/routes';

describe('product list', () => {
  it('follows the route table', () => {
    expect(products.map((p) => p.id)).toEqual([...productSlugs]);
    expect(getProduct('ai-chatbots')?.name).toBe('AI Chatbots');
  });

  it('rejects a list out of order or missing a product', () => {
    const swapped = [products[1]!, products[0]!, ...products.slice(2)];
    expect(() => defineContent('list.ts', productListSchema, swapped)).toThrow(
      /route table's order/,
    );
    expect(() => defineContent('list.ts', productListSchema, products.slice(1))).toThrow(
      /route table's order/,
    );
  });
});
