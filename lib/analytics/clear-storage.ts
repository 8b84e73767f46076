/**
 * Removes every key and cookie PostHog may have stored (`ph_<key>_posthog`, `ph_<key>_window_id`,
 * `__ph_opt_in_out_<key>` …). PostHog clears its own store when persistence switches to memory;
 * this sweep also catches the session-storage and consent keys it keeps beside it.
 */
const ANALYTICS_NAME = /^(ph_|__ph)/;

function sweep(store: Storage) {
  const names: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const name = store.key(index);
    if (name && ANALYTICS_NAME.test(name)) names.push(name);
  }
  for (const name of names) store.removeItem(name);
}

/** The host and each parent domain: PostHog sets its cookie on the widest domain it may use. */
function cookieDomains(hostname: string): string[] {
  const parts = hostname.split('.');
  const domains = [''];
  for (let index = 0; index < parts.length - 1; index += 1) {
    domains.push(`; domain=.${parts.slice(index).join('.')}`);
  }
  return domains;
}

export function clearAnalyticsStorage(): void {
  for (const getStore of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      sweep(getStore());
    } catch {
      // Storage blocked: nothing could have been stored there.
    }
  }
  const cookieNames = document.cookie
    .split(';')
    .map((pair) => pair.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_NAME.test(name));
  for (const name of cookieNames) {
    for (const domain of cookieDomains(window.location.hostname)) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}
