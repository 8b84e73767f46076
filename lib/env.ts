import * as z from '@/content/zod-mini';
import { defaultsFor, envDefaults, isSameOriginPath } from './env-defaults.mjs';

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

/** The site's configuration, every default applied. */
export interface Env {
  siteUrl: string;
  trialEndpoint: string;
  trialEmailFrom: string;
  trialEmailTo: string;
  geoEndpoint?: string;
  bookingUrl?: string;
  demoVideoUrl?: string;
  posthogKey?: string;
  posthogHost: string;
  /** True: posthog-js sends to the site's own /relay, which forwards to `posthogHost`. */
  posthogProxy: boolean;
  sentryDsn?: string;
  /** Cloudflare Turnstile's site key: the trial form draws its check (lib/trial/turnstile.ts). */
  turnstileSiteKey?: string;
}

export type RawEnv = Partial<Record<keyof Env, string | undefined>> & {
  /** NEXT_PUBLIC_DEPLOY_TARGET: `cloudflare-pages` makes the site's own functions the defaults. */
  deployTarget?: string;
};

/**
 * The rules each value must meet (zod Mini, content/zod-mini.ts). Built on demand: the browser
 * never checks (see `env`), so it never builds them and its bundles leave them out.
 */
const envSchema = () =>
  z.object({
    siteUrl: z.url({
      error: 'NEXT_PUBLIC_SITE_URL must be an absolute URL such as https://www.example.com',
    }),
    trialEndpoint: endpoint('NEXT_PUBLIC_TRIAL_ENDPOINT', '/send-email'),
    trialEmailFrom: z.email({ error: 'NEXT_PUBLIC_TRIAL_EMAIL_FROM must be an email address' }),
    trialEmailTo: z.email({ error: 'NEXT_PUBLIC_TRIAL_EMAIL_TO must be an email address' }),
    geoEndpoint: z.optional(endpoint('NEXT_PUBLIC_GEO_ENDPOINT', '/api/country')),
    bookingUrl: optionalUrl,
    demoVideoUrl: z.optional(z.string()),
    posthogKey: z.optional(z.string()),
    posthogHost: z.url(),
    posthogProxy: z.boolean({
      error:
        'NEXT_PUBLIC_POSTHOG_PROXY must be 1 (analytics through /relay) or 0 (straight to PostHog)',
    }),
    sentryDsn: optionalUrl,
    turnstileSiteKey: z.optional(z.string()),
  });

/** The rules cover every field of `Env` and no other: a new variable needs both (type-checked). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Checked = z.output<ReturnType<typeof envSchema>>;
export const envRulesMatchEnv: Same<Checked, Env> & Same<keyof Checked, keyof Env> = true;

/**
 * `1` and `0` as a flag; any other value is kept as it is, so the rules reject it by name (the
 * browser, which skips them, never sees one: the build failed first).
 */
const asFlag = (value: string) => (value === '1' ? true : value === '0' ? false : value) as boolean;

/** The configuration with its defaults applied; blank values count as unset. */
function resolveEnv({ deployTarget, posthogProxy, ...raw }: RawEnv): Env {
  const given = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, blankToUndefined(value)]),
  ) as Partial<Env>;
  const hostDefaults = defaultsFor(blankToUndefined(deployTarget));
  return {
    ...given,
    siteUrl: (given.siteUrl ?? envDefaults.NEXT_PUBLIC_SITE_URL).replace(/\/+$/, ''),
    trialEndpoint:
      given.trialEndpoint ??
      hostDefaults.NEXT_PUBLIC_TRIAL_ENDPOINT ??
      envDefaults.NEXT_PUBLIC_TRIAL_ENDPOINT,
    trialEmailFrom: given.trialEmailFrom ?? envDefaults.NEXT_PUBLIC_TRIAL_EMAIL_FROM,
    trialEmailTo: given.trialEmailTo ?? envDefaults.NEXT_PUBLIC_TRIAL_EMAIL_TO,
    geoEndpoint: given.geoEndpoint ?? hostDefaults.NEXT_PUBLIC_GEO_ENDPOINT,
    posthogHost: given.posthogHost ?? envDefaults.NEXT_PUBLIC_POSTHOG_HOST,
    posthogProxy: asFlag(
      blankToUndefined(posthogProxy) ??
        hostDefaults.NEXT_PUBLIC_POSTHOG_PROXY ??
        envDefaults.NEXT_PUBLIC_POSTHOG_PROXY,
    ),
  };
}

/** The configuration with its defaults applied, checked: a bad value throws a readable error. */
export function parseEnv(raw: RawEnv): Env {
  const env = resolveEnv(raw);
  const result = envSchema().safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid site configuration:\n${z.prettifyError(result.error)}`);
  }
  return env;
}

/**
 * Every NEXT_PUBLIC_* variable, read by its literal name so Next inlines it at build time.
 * Empty strings count as unset, so `NEXT_PUBLIC_X=` in a .env file falls back to the default.
 */
const configured: RawEnv = {
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
  posthogProxy: process.env.NEXT_PUBLIC_POSTHOG_PROXY,
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  turnstileSiteKey: process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY,
};

/**
 * The site's configuration. It is checked where the site is built: `next build` evaluates this
 * module on the server for every page, so a bad value fails the build. The browser gets the same
 * values, inlined by that build, and skips the check, which would cost it zod's code for nothing
 * (the bundler drops `parseEnv` and the rules from browser bundles).
 */
export const env: Env =
  typeof window === 'undefined' ? parseEnv(configured) : resolveEnv(configured);

/** True under `next dev` (the blog then shows drafts and scheduled posts); false in any build. */
export const isDevelopmentServer = process.env.NODE_ENV === 'development';
