import type { LegalDocument } from '../schema';
import { cookiesPolicy } from './cookies-policy';
import { privacyPolicy } from './privacy-policy';
import { refundPolicy } from './refund-policy';
import { termsAndConditions } from './terms-and-conditions';

export type { LegalDocument } from '../schema';
export type { LegalId } from '../routes';

/** The name of the side list of documents (and of its overlay on phones). */
export const legalNavLabel = 'Legal documents';

/** All legal documents, in the order they are listed in the footer and the legal side menu. */
export const legalDocuments: readonly LegalDocument[] = [
  termsAndConditions,
  privacyPolicy,
  refundPolicy,
  cookiesPolicy,
];

export function getLegalDocument(id: string): LegalDocument | undefined {
  return legalDocuments.find((doc) => doc.id === id);
}
