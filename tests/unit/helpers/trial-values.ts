import { type TrialValues } from '@/lib/trial/schema';

/** A valid trial signup with an empty honeypot, for the tests of what happens after validation. */
export const validTrialValues: TrialValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines',
  phone: '',
  acceptTerms: true,
  website: '',
};
