import type { TrialField } from '@/lib/trial/fields';

/**
 * The catalogue of custom analytics events: every name, every property and the values each may
 * take. docs/analytics.md lists them with the question each answers. Components send them through
 * `track` (./track.ts, a few bytes); this module is heavier and loads with the analytics chunk,
 * where `toCapture` checks each event against it before it leaves the browser.
 */

export const ctaActions = [
  'trial',
  'demo',
  'booking',
  'white_label',
  'saas_mode',
  'success_stories',
  'home',
] as const;

export const ctaLocations = [
  'header',
  'mobile_menu',
  'hero',
  'pricing_card',
  'cta_band',
  'product_page',
  'features_page',
  'products_page',
  'free_demo_page',
  'home_section',
  'video_modal',
  'not_found',
  'footer',
] as const;

/** Where a modal was opened from: a call to action, the booking modal, or a script of the page. */
export const modalSources = [...ctaLocations, 'booking_modal', 'other'] as const;

export const trialOutcomes = [
  'success',
  'validation_failed',
  'network_error',
  'unreachable',
  'server_error',
  'timeout',
  'failed',
  'discarded',
] as const;

export const statusClasses = ['4xx', '5xx'] as const;
export const billingPeriods = ['monthly', 'yearly'] as const;
export const currencies = ['USD', 'INR', 'pending'] as const;
export const faqNames = ['home', 'pricing'] as const;
export const videoKinds = ['native', 'embed'] as const;
export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const vitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export const navigationTypes = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;
export const interactionTypes = ['pointer', 'keyboard'] as const;
/** The longest CSS selector a vital may carry (web-vitals builds them up to about this long). */
export const MAX_SELECTOR = 100;
export const trialFields = [
  'firstName',
  'lastName',
  'email',
  'company',
  'phone',
  'acceptTerms',
] as const satisfies readonly TrialField[];

export type CtaAction = (typeof ctaActions)[number];
export type CtaLocation = (typeof ctaLocations)[number];
export type ModalSource = (typeof modalSources)[number];
export type TrialOutcome = (typeof trialOutcomes)[number];
export type StatusClass = (typeof statusClasses)[number];

/**
 * One Core Web Vital of one page load (lib/analytics/web-vitals.ts). `target` is a CSS selector:
 * the LCP element, the INP interaction's target or the element of CLS's largest shift.
 */
export interface WebVital {
  metric: (typeof vitalNames)[number];
  /** Milliseconds, whole; CLS unitless to three decimals. */
  value: number;
  rating: (typeof vitalRatings)[number];
  navigation_type?: (typeof navigationTypes)[number];
  /** The path the document was loaded at, never its query or hash. */
  route?: string;
  target?: string;
  /** INP only: the three parts of the interaction's duration, in whole milliseconds. */
  interaction_type?: (typeof interactionTypes)[number];
  input_delay?: number;
  processing_duration?: number;
  presentation_delay?: number;
}

export interface TrialSubmitted {
  outcome: TrialOutcome;
  /** Only with `validation_failed`: which fields were invalid, never what they held. */
  invalid_fields?: TrialField[];
  /** Only with `server_error`. */
  status_class?: StatusClass;
}

/** Every event and its properties. Nothing here may carry a name, address or typed text. */
export interface AnalyticsEvents {
  cta_clicked: { action: CtaAction; location: CtaLocation };
  trial_modal_opened: { location: ModalSource };
  trial_submitted: TrialSubmitted;
  booking_modal_opened: { location: ModalSource };
  booking_trial_instead_clicked: Record<string, never>;
  billing_period_switched: { period: (typeof billingPeriods)[number] };
  plan_clicked: {
    plan: string;
    period: (typeof billingPeriods)[number];
    currency: (typeof currencies)[number];
  };
  demo_video_started: { player: (typeof videoKinds)[number] };
  faq_opened: { faq: (typeof faqNames)[number]; question_id: string };
  web_vital: WebVital;
}

export type AnalyticsEventName = keyof AnalyticsEvents;

type Check = (value: unknown) => boolean;
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value);
/** Ids written in the code (plan and question ids): short slugs, never free text. */
const slug: Check = (value) => typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(value);
const listOf =
  (values: readonly string[]): Check =>
  (value) =>
    Array.isArray(value) && value.length <= values.length && value.every(oneOf(values));

/** A duration or score: finite, not negative, below an hour of milliseconds. */
const measure: Check = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 3_600_000;
/** A site path: lowercase slug segments, no query, no hash. */
const routePath: Check = (value) =>
  typeof value === 'string' &&
  /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(value) &&
  value.length <= 100;
/** A CSS selector built from tag names, ids and classes: no spaces, so no text; short. */
const selector: Check = (value) =>
  typeof value === 'string' && /^\S+$/.test(value) && value.length <= MAX_SELECTOR;

/** The allowed properties of each event; anything else is dropped before sending. */
export const eventSpecs: { [Name in AnalyticsEventName]: Record<string, Check> } = {
  cta_clicked: { action: oneOf(ctaActions), location: oneOf(ctaLocations) },
  trial_modal_opened: { location: oneOf(modalSources) },
  trial_submitted: {
    outcome: oneOf(trialOutcomes),
    invalid_fields: listOf(trialFields),
    status_class: oneOf(statusClasses),
  },
  booking_modal_opened: { location: oneOf(modalSources) },
  booking_trial_instead_clicked: {},
  billing_period_switched: { period: oneOf(billingPeriods) },
  plan_clicked: { plan: slug, period: oneOf(billingPeriods), currency: oneOf(currencies) },
  demo_video_started: { player: oneOf(videoKinds) },
  faq_opened: { faq: oneOf(faqNames), question_id: slug },
  web_vital: {
    metric: oneOf(vitalNames),
    value: measure,
    rating: oneOf(vitalRatings),
    navigation_type: oneOf(navigationTypes),
    route: routePath,
    target: selector,
    interaction_type: oneOf(interactionTypes),
    input_delay: measure,
    processing_duration: measure,
    presentation_delay: measure,
  },
};

export const eventNames = Object.keys(eventSpecs) as AnalyticsEventName[];

const isEventName = (name: string): name is AnalyticsEventName =>
  Object.prototype.hasOwnProperty.call(eventSpecs, name);

/**
 * The event as it may be sent, or `null` for a name outside the catalogue. Only the catalogue's
 * properties with allowed values survive, so a careless call can never send typed text.
 */
export function toCapture(
  name: string,
  properties: Record<string, unknown>,
): { name: AnalyticsEventName; properties: Record<string, unknown> } | null {
  if (!isEventName(name)) return null;
  const allowed: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(eventSpecs[name])) {
    if (key in properties && check(properties[key])) allowed[key] = properties[key];
  }
  return { name, properties: allowed };
}
