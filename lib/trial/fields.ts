/**
 * The trial form's field names, without the schema (and zod) around them, for code that only needs
 * the names: the analytics catalogue lists which fields may be reported as invalid.
 */
export const trialFieldNames = ['firstName', 'lastName', 'email', 'company', 'phone'] as const;
export type TrialFieldName = (typeof trialFieldNames)[number];
export type TrialField = TrialFieldName | 'acceptTerms';
