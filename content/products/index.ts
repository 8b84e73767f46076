import { z } from '@/content/zod';
import { defineContent } from '../define';
import { productSchema, productsIndexSchema, type Product } from '../schema';
import { productSlugs } from '../routes';
import { brand, claims } from '../site';
import { aiChatbots } from './ai-chatbots';
import { emailAutomation } from './email-automation';
import { opportunities } from './opportunities';
import { smartInvoicing } from './smart-invoicing';
import { voiceSolutions } from './voice-solutions';
import { whatsappMarketing } from './whatsapp-marketing';
import { workflowsAutomations } from './workflows-automations';

export type { Product } from '../schema';

/**
 * Menus, the index page and the static routes all follow this list, so it must hold each product
 * of the route table once, in the route table's order: a product left out here would lose its page.
 */
export const productListSchema = z
  .array(productSchema)
  .refine(
    (list) =>
      list.length === productSlugs.length &&
      list.every((product, i) => product.id === productSlugs[i]),
    { message: `must list the products in the route table's order: ${productSlugs.join(', ')}` },
  );

export const products: readonly Product[] = defineContent(
  'content/products/index.ts',
  productListSchema,
  [
    whatsappMarketing,
    aiChatbots,
    voiceSolutions,
    emailAutomation,
    workflowsAutomations,
    opportunities,
    smartInvoicing,
  ],
);

export const productsIndex = defineContent(
  'content/products/index.ts#productsIndex',
  productsIndexSchema,
  {
    intro: {
      eyebrow: 'Products',
      title: 'Seven Products. One AI-Native Platform.',
      description: `Every ${brand.name} product shares the same contacts, inbox, automations and reporting, so adding a channel never means adding another tool. Start with the one you need today and switch on the rest when you are ready.`,
    },
    cta: {
      title: `Try Every Product Free for ${claims.trialDays} Days`,
      description: `${claims.noCreditCard}. ${claims.cancelAnytime}. Setup takes about ${claims.setup}, and our team completes guided onboarding in ${claims.onboarding}.`,
    },
    comingSoonLabel: 'Coming soon',
    learnMore: 'Learn more',
    productPage: {
      metricsTitle: 'At a Glance',
      highlightsTitle: 'What You Get',
      useCasesTitle: 'How Teams Put It to Work',
      moreProductsTitle: 'More From the Platform',
      comingSoonNote: `This product is in private beta. Start a free trial or book a demo and we will add your workspace to the next wave.`,
    },
  },
);

export function getProduct(id: string): Product | undefined {
  return products.find((product) => product.id === id);
}
