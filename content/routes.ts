/** Every route of the site, once. Plain data (no zod) so client islands can import it cheaply. */
export const routes = {
  home: '/',
  features: '/features',
  pricing: '/pricing',
  about: '/aboutus',
  freeDemo: '/free-demo',
  products: '/products',
  legal: (id: string) => `/legal/${id}`,
} as const;
