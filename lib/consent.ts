/**
 * The one module that reads and writes the visitor's cookie choice (`localStorage.cookie_consent`).
 * Plain TypeScript with no dependencies, so client islands can import it without growing the bundle.
 *
 * Storage may be missing or throw (private mode, blocked site data): the visitor is then undecided
 * for the visit, and a choice made during the visit is kept in memory until the page is left.
 */
export const CONSENT_KEY = 'cookie_consent';

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/); not in every DOM lib yet. */
    readonly globalPrivacyControl?: boolean;
  }
}

export type ConsentChoice = 'yes' | 'no';
export type ConsentState = ConsentChoice | 'undecided';

/** `yes` and `no` are choices; a missing key or any other value means undecided. */
export function parseConsent(value: unknown): ConsentState {
  return value === 'yes' || value === 'no' ? value : 'undecided';
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored choice, read fresh from storage; undecided when storage is unavailable. */
export function readStoredConsent(): ConsentState {
  try {
    return parseConsent(storage()?.getItem(CONSENT_KEY));
  } catch {
    return 'undecided';
  }
}

/** A Global Privacy Control signal from the browser or an extension. */
export function hasPrivacySignal(): boolean {
  return typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true;
}

/** What analytics may do: an explicit choice wins; otherwise GPC counts as a decline. */
export function effectiveConsent(state: ConsentState, privacySignal: boolean): ConsentState {
  return state === 'undecided' && privacySignal ? 'no' : state;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let memoryChoice: ConsentChoice | null = null;

function notify() {
  for (const listener of listeners) listener();
}

/** The visitor's own choice: storage first, else one made this visit while storage failed. */
export function getConsent(): ConsentState {
  const stored = readStoredConsent();
  return stored === 'undecided' && memoryChoice ? memoryChoice : stored;
}

/** The choice analytics must obey (GPC applied). */
export function getEffectiveConsent(): ConsentState {
  return effectiveConsent(getConsent(), hasPrivacySignal());
}

/** Stores the choice; a storage failure never throws, the choice then lasts for this visit. */
export function setConsent(choice: ConsentChoice): void {
  memoryChoice = choice;
  try {
    const store = storage();
    if (store) {
      store.setItem(CONSENT_KEY, choice);
      memoryChoice = null;
    }
  } catch {
    // Blocked storage: the in-memory choice above applies until the page is left.
  }
  notify();
}

/** Calls `listener` on every change of choice, in this tab or another one. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** "Cookie settings" asks the banner to reopen, whatever the current choice. */
export const CONSENT_SETTINGS_EVENT = 'kyrelo:cookie-settings';

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT));
}

/** Test seam: forgets the in-memory choice between unit tests. */
export function resetConsentMemory(): void {
  memoryChoice = null;
}
