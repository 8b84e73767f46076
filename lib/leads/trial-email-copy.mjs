// The words of the trial signup e-mail as the endpoint accepts them: the server's copy of
// content/trial.ts's `trial.email`, field labels and address message, in plain JavaScript for
// bare Node and workerd. A copy, not an import of the content, for the reason lib/trial/email.ts
// gives (Playwright would hand the ESM servers its CommonJS build); trial-email-copy.test.ts holds
// the two equal, so a changed word fails the unit tests rather than every signup.

/** The form's field labels, which are also the rows of the e-mail's first table. */
export const trialFieldLabels = Object.freeze({
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Work email',
  company: 'Company',
  phone: 'Phone (optional)',
});

/** What the form says of an address its rule refuses; the endpoint answers the same. */
export const invalidEmailMessage = 'Please enter a valid email address';

/** content/trial.ts's `trial.email`. */
export const trialEmail = Object.freeze({
  subject: 'New Trial Signup',
  heading: 'New trial signup',
  acceptedTerms: 'Accepted terms',
  yes: 'Yes',
  notProvided: 'Not provided',
  /** The "How they found us" block under the submitted values (lib/trial/email.ts). */
  attribution: Object.freeze({
    heading: 'How they found us',
    plan: 'Plan picked on the pricing page',
    openedOn: 'Form opened on',
    landingPage: 'Landing page',
    referrer: 'Referred by',
    utm_source: 'Campaign source',
    utm_medium: 'Campaign medium',
    utm_campaign: 'Campaign',
    utm_term: 'Campaign term',
    utm_content: 'Campaign content',
    gclid: 'Google Ads click',
    fbclid: 'Facebook or Instagram ad click',
    /** The value of a click id's row: sales learns of the ad click, never its id. */
    present: 'Yes',
  }),
});
