import * as z from '@/content/zod-mini';
import { defaultsFor, envDefaults, isSameOriginPath } from './env-defaults.mjs';

/**
 * Every NEXT_PUBLIC_* variable, read by its literal name so Next inlines it at build time.
 * Empty strings count as unset, so `NEXT_PUBLIC_X=` in a .env file falls back to the default.
 */
const optionalUrl = z.optional(z.url());
/** An absolute URL, or a path on the site's own origin (`/send-email` on Cloudflare Pages). */
const endpoint = (name: string, example: string) =>
  z.string().check(
    z.refine((value) => isSameOriginPath(value) || URL.canParse(value), {
      error: `${name} must be an absolute URL or a path on the site such as ${example}`,
    }),
  );
const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/**
 * Zod Mini (content/zod-mini.ts): the trial and booking modals read the configuration in the
 * browser, so this schema is evaluated there too.
 */
export const envSchema = z.object({
  siteUrl: z._default(
    z.pipe(
      z.url({
        error: 'NEXT_PUBLIC_SITE_URL must be an absolute URL such as https://www.example.com',
      }),
      z.transform((url: string) => url.replace(/\/+$/, '')),
    ),
    envDefaults.NEXT_PUBLIC_SITE_URL,
  ),
  trialEndpoint: z._default(
    endpoint('NEXT_PUBLIC_TRIAL_ENDPOINT', '/send-email'),
    envDefaults.NEXT_PUBLIC_TRIAL_ENDPOINT,
  ),
  trialEmailFrom: z._default(
    z.email({ error: 'NEXT_PUBLIC_TRIAL_EMAIL_FROM must be an email address' }),
    envDefaults.NEXT_PUBLIC_TRIAL_EMAIL_FROM,
  ),
  trialEmailTo: z._default(
    z.email({ error: 'NEXT_PUBLIC_TRIAL_EMAIL_TO must be an email address' }),
    envDefaults.NEXT_PUBLIC_TRIAL_EMAIL_TO,
  ),
  geoEndpoint: z.optional(endpoint('NEXT_PUBLIC_GEO_ENDPOINT', '/api/country')),
  bookingUrl: optionalUrl,
  demoVideoUrl: z.optional(z.string()),
  posthogKey: z.optional(z.string()),
  posthogHost: z._default(z.url(), envDefaults.NEXT_PUBLIC_POSTHOG_HOST),
  sentryDsn: optionalUrl,
  /** Cloudflare Turnstile's site key: the trial form draws its check (lib/trial/turnstile.ts). */
  turnstileSiteKey: z.optional(z.string()),
});

export type Env = z.output<typeof envSchema>;

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
