import * as z from '@/content/zod';
import { envDefaults } from './env-defaults.mjs';

/**
 * Every NEXT_PUBLIC_* variable, read by its literal name so Next inlines it at build time.
 * Empty strings count as unset, so `NEXT_PUBLIC_X=` in a .env file falls back to the default.
 */
const optionalUrl = z.url().optional();
const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

export const envSchema = z.object({
  siteUrl: z
    .url({
      message: 'NEXT_PUBLIC_SITE_URL must be an absolute URL such as https://www.example.com',
    })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(envDefaults.NEXT_PUBLIC_SITE_URL),
  trialEndpoint: z
    .url({ message: 'NEXT_PUBLIC_TRIAL_ENDPOINT must be an absolute URL' })
    .default(envDefaults.NEXT_PUBLIC_TRIAL_ENDPOINT),
  trialEmailFrom: z
    .email({ message: 'NEXT_PUBLIC_TRIAL_EMAIL_FROM must be an email address' })
    .default(envDefaults.NEXT_PUBLIC_TRIAL_EMAIL_FROM),
  trialEmailTo: z
    .email({ message: 'NEXT_PUBLIC_TRIAL_EMAIL_TO must be an email address' })
    .default(envDefaults.NEXT_PUBLIC_TRIAL_EMAIL_TO),
  geoEndpoint: optionalUrl,
  bookingUrl: optionalUrl,
  demoVideoUrl: z.string().optional(),
  posthogKey: z.string().optional(),
  posthogHost: z.url().default(envDefaults.NEXT_PUBLIC_POSTHOG_HOST),
  sentryDsn: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

export type RawEnv = Partial<Record<keyof Env, string | undefined>>;

export function parseEnv(raw: RawEnv): Env {
  const cleaned = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, blankToUndefined(value)]),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new Error(`Invalid site configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const env: Env = parseEnv({
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
  trialEndpoint: process.env.NEXT_PUBLIC_TRIAL_ENDPOINT,
  trialEmailFrom: process.env.NEXT_PUBLIC_TRIAL_EMAIL_FROM,
  trialEmailTo: process.env.NEXT_PUBLIC_TRIAL_EMAIL_TO,
  geoEndpoint: process.env.NEXT_PUBLIC_GEO_ENDPOINT,
  bookingUrl: process.env.NEXT_PUBLIC_BOOKING_URL,
  demoVideoUrl: process.env.NEXT_PUBLIC_DEMO_VIDEO_URL,
  posthogKey: process.env.NEXT_PUBLIC_POSTHOG_KEY,
  posthogHost: process.env.NEXT_PUBLIC_POSTHOG_HOST,
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
});
