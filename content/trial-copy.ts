// The trial form's words that its code reads in the browser (validation messages, the outcome
// toasts, the e-mail's labels), as a plain object that imports nothing: the form's code, loaded on
// intent, then carries neither the trial copy's schema nor the site content content/trial.ts
// reads (content/site.ts and its schemas), 2.5 KiB of gzip. They are validated with the rest of
// the trial copy at build time, where content/trial.ts spreads them into its schema; import them
// from there on the server.
export const trialCopy = {
  title: 'Start Your Free Trial',
  closeLabel: 'Close trial signup',
  fields: {
    firstName: { label: 'First name', autoComplete: 'given-name' },
    lastName: { label: 'Last name', autoComplete: 'family-name' },
    email: { label: 'Work email', autoComplete: 'email' },
    company: { label: 'Company', autoComplete: 'organization' },
    phone: { label: 'Phone (optional)', autoComplete: 'tel' },
  },
  terms: {
    before: 'I agree to the',
    terms: 'Terms and Conditions',
    and: 'and',
    privacy: 'Privacy Policy',
    newTab: '(opens in a new tab)',
  },
  submit: 'Start Free Trial',
  submitting: 'Activating Your Trial...',
  validation: {
    firstNameMin: 'First name must be at least 2 characters',
    firstNameMax: 'First name must be less than 50 characters',
    lastNameMin: 'Last name must be at least 2 characters',
    lastNameMax: 'Last name must be less than 50 characters',
    email: 'Please enter a valid email address',
    companyMin: 'Company name must be at least 2 characters',
    phone: 'Please enter a valid phone number',
    acceptTerms: 'You must accept the terms and conditions',
  },
  email: {
    subject: 'New Trial Signup',
    heading: 'New trial signup',
    acceptedTerms: 'Accepted terms',
    yes: 'Yes',
    notProvided: 'Not provided',
    attribution: {
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
      present: 'Yes',
    },
  },
  honeypot: { label: 'Website' },
  messages: {
    success: 'Trial signup email sent successfully!',
    network: 'Network connection failed. Please check your internet connection and try again.',
    unreachable: 'Unable to connect to server. Please contact support if this issue persists.',
    server: 'Server error ({status})',
    other: 'Error: {message}',
    fallback: 'Failed to send trial signup email. Please try again.',
  },
} as const;
