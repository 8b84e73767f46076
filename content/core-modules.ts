import { defineContent } from './define';
import { coreModulesPageSchema } from './schema';
import { brand, claims } from './site';

export const coreModulesPage = defineContent('content/core-modules.ts', coreModulesPageSchema, {
  intro: {
    eyebrow: 'Core modules',
    title: 'Everything Your Business Runs on, in One AI-Native Platform',
    description: `Twelve modules on one contact record, one inbox and one automation engine: replace a stack of tools with ${brand.name}.`,
  },
  modulesHeading: {
    title: 'Twelve Modules, One Connected System',
    description:
      'Each module works on its own and gets better with the others: a booking updates the pipeline, a payment tags the contact, a review request follows the job.',
  },
  cta: {
    title: 'See Every Module Working Together',
    description: `Book a ${claims.consultationMinutes}-minute walkthrough with our team or start your ${claims.trial}. ${claims.noCreditCard}.`,
  },
});
