import type { LegalNavDocument } from '@/components/legal/legal-nav-list';

/** Two documents for the side list's tests; the privacy policy is the open one. */
export const navDocuments: LegalNavDocument[] = [
  {
    id: 'terms-and-conditions',
    title: 'Terms and Conditions',
    sections: [{ id: 'acceptance', heading: '1. Acceptance' }],
  },
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    sections: [
      { id: 'who-we-are', heading: '1. Who We Are' },
      { id: 'sharing', heading: '2. Sharing' },
    ],
  },
];
