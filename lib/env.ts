import * as z from '@/content/zod';
import { defaultsFor, envDefaults, isSameOriginPath } from './env-defaults.mjs';

/**
 * Every NEXT_PUBLIC_* variable, read by its literal name so Next inlines it at build time.
 * Empty strings count as unset, so `NEXT_PUBLIC_X=` in a .env file falls back to the default.
 */
const optionalUrl = z.url().optional();
/** An absolute URL, or a path on the site's own origin (`/send-email` on Cloudflare Pages). */
const endpoint = (name: string, example: string) =>
  z.string().refine((value) => isSameOriginPath(value) || URL.canParse(value), {
    message: `${name} must be an absolute URL or a path on the site such as ${example}`,
  });
const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

export const envSchema = z.object({
  siteUrl: z
    .url({
      message: 'NEXT_PUBLIC_SITE_URL must be an absolute URL such as https://www.example.com',
    })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(envDefaults.NEXT_PUBLIC_SITE_URL),
  trialEndpoint: endpoint('NEXT_PUBLIC_TRIAL_ENDPOINT', '/send-email').default(
    envDefaults.NEXT_PUBLIC_TRIAL_ENDPOINT,
  ),
  trialEmailFrom: z
    .email({ message: 'NEXT_PUBLIC_TRIAL_EMAIL_FROM must be an email address' })
    .default(envDefaults.NEXT_PUBLIC_TRIAL_EMAIL_FROM),
  trialEmailTo: z
    .email({ message: 'NEXT_PUBLIC_TRIAL_EMAIL_TO must be an email address' })
    .default(envDefaults.NEXT_PUBLIC_TRIAL_EMAIL_TO),
  geoEndpoint: endpoint('NEXT_PUBLIC_GEO_ENDPOINT', '/api/country').optional(),
  bookingUrl: optionalUrl,
  demoVideoUrl: z.string().optional(),
  posthogKey: z.string().optional(),
  posthogHost: z.url().default(envDefaults.NEXT_PUBLIC_POSTHOG_HOST),
  sentryDsn: optionalUrl,
  /** Cloudflare Turnstile's site key: the trial form draws its check (lib/trial/turnstile.ts). */
  turnstileSiteKey: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export type RawEnv = Partial<Record<keyof Env, string | undefined>> & {
  /** NEXT_PUBLIC_DEPLOY_TARGET: `cloudflare-pages` makes the site's own functions the defaults. */
  deployTarget?: string;
};

export function parseEnv({ deployTarget, ...raw }: RawEnv): Env {
  const cleaned = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, blankToUndefined(value)]),
  );
  const hostDefaults = defaultsFor(blankToUndefined(deployTarget));
  cleaned.trialEndpoint ??= hostDefaults.NEXT_PUBLIC_TRIAL_ENDPOINT;
  cleaned.geoEndpoint ??= hostDefaults.NEXT_PUBLIC_GEO_ENDPOINT;
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new Error(`Invalid site configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const env: Env = parseEnv({
  deployTarget: process.env.NEXT_PUBLIC_DEPLOY_TARGET,
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
  turnstileSiteKey: process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY,
});
