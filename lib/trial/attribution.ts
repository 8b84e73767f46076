/**
 * Where a lead came from, read from the URL the visit landed on and the page that linked to it.
 * Everything here ends up in the sales e-mail, so values are cut to a sane length and click ids are
 * reduced to "present": their values identify a person's ad click and sales has no use for them.
 */
export const utmParameters = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type UtmParameter = (typeof utmParameters)[number];

export const clickIds = ['gclid', 'fbclid'] as const;
export type ClickId = (typeof clickIds)[number];

export interface Attribution {
  /** The path the visit landed on, without its query string. */
  landingPath: string;
  /** The linking page's origin and path, without its query string; absent for direct visits. */
  referrer?: string;
  utm: Partial<Record<UtmParameter, string>>;
  /** Which click ids were present; never their values. */
  clickIds: ClickId[];
}

export const MAX_VALUE_LENGTH = 200;

/** Drops control characters, trims, and cuts to `max` characters with an ellipsis. */
export function clip(value: string, max = MAX_VALUE_LENGTH): string {
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

function referrerOf(referrer: string, landing: URL): string | undefined {
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    // A page of the site itself says nothing about how the visitor found it.
    if (url.origin === landing.origin) return undefined;
    return clip(`${url.origin}${url.pathname}`) || undefined;
  } catch {
    return undefined;
  }
}

/** Reads the attribution of a visit from its landing URL and `document.referrer`. */
export function parseAttribution(landingUrl: string, referrer: string): Attribution {
  let landing: URL;
  try {
    landing = new URL(landingUrl);
  } catch {
    return { landingPath: '/', utm: {}, clickIds: [] };
  }
  const utm: Attribution['utm'] = {};
  for (const name of utmParameters) {
    // A repeated parameter counts once: the first value, as URLSearchParams.get reads it.
    const value = clip(landing.searchParams.get(name) ?? '');
    if (value) utm[name] = value;
  }
  return {
    landingPath: clip(landing.pathname) || '/',
    referrer: referrerOf(referrer, landing),
    utm,
    clickIds: clickIds.filter((name) => landing.searchParams.has(name)),
  };
}

/** An attribution read back from storage, checked again: storage is not trusted. */
export function attributionFrom(value: unknown): Attribution | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (typeof record.landingPath !== 'string') return null;
  const text = (field: unknown) => (typeof field === 'string' && clip(field)) || undefined;
  const stored = (record.utm ?? {}) as Record<string, unknown>;
  const utm: Attribution['utm'] = {};
  for (const name of utmParameters) {
    const field = text(stored[name]);
    if (field) utm[name] = field;
  }
  const ids = Array.isArray(record.clickIds) ? record.clickIds : [];
  return {
    landingPath: text(record.landingPath) ?? '/',
    referrer: text(record.referrer),
    utm,
    clickIds: clickIds.filter((name) => ids.includes(name)),
  };
}
