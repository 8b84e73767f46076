// Plain JavaScript so the build scripts, which Node runs without a TypeScript loader, read the same
// defaults lib/env.ts applies: a second copy there would drift (a changed default port would
// let check-production-config wave through the local trial endpoint it exists to catch).

/** The value each NEXT_PUBLIC_* variable takes when it is unset or empty. */
export const envDefaults = Object.freeze({
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  NEXT_PUBLIC_TRIAL_ENDPOINT: 'http://localhost:8000/send-email',
  NEXT_PUBLIC_TRIAL_EMAIL_FROM: 'no-reply@kyrelo.example',
  NEXT_PUBLIC_TRIAL_EMAIL_TO: 'sales@kyrelo.example',
  NEXT_PUBLIC_POSTHOG_HOST: 'https://us.i.posthog.com',
});
