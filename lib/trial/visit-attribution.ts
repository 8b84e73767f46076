import { getEffectiveConsent, subscribeConsent } from '@/lib/consent';
import { type Attribution, attributionFrom, parseAttribution } from './attribution';

/**
 * The visit's attribution, computed when the trial form first needs it: the navigation entry keeps
 * the URL the document was loaded with through client-side navigation, and `document.referrer` is
 * fixed for the document, so nothing runs on page load. With cookies accepted it is also kept in
 * sessionStorage, which carries it across full reloads within the visit; without, it lives in
 * memory for the page's life.
 */
export const ATTRIBUTION_KEY = 'kyrelo_attribution';

let current: Attribution | null = null;
let watching = false;

const allowed = () => getEffectiveConsent() === 'yes';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readStored(): Attribution | null {
  try {
    const raw = session()?.getItem(ATTRIBUTION_KEY);
    return raw ? attributionFrom(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function forget() {
  try {
    session()?.removeItem(ATTRIBUTION_KEY);
  } catch {
    // Storage blocked: nothing was kept there.
  }
}

function keep(attribution: Attribution) {
  try {
    session()?.setItem(ATTRIBUTION_KEY, JSON.stringify(attribution));
  } catch {
    // Storage full or blocked: memory still holds it for this page.
  }
}

function landingUrl(): string {
  const entry = performance.getEntriesByType?.('navigation')[0];
  return entry?.name || window.location.href;
}

/** The visit's attribution; stored only while the visitor's choice allows it. */
export function visitAttribution(): Attribution {
  if (!watching) {
    watching = true;
    // A withdrawn choice removes what was kept, in this tab at once.
    subscribeConsent(() => {
      if (!allowed()) forget();
    });
  }
  if (allowed()) {
    current = readStored() ?? current ?? parseAttribution(landingUrl(), document.referrer);
    keep(current);
  } else {
    forget();
    current ??= parseAttribution(landingUrl(), document.referrer);
  }
  return current;
}

/** Test seam: forgets the visit between unit tests. */
export function resetVisitAttribution(): void {
  current = null;
}
