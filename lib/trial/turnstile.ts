/**
 * Cloudflare Turnstile, the optional spam check of the trial form (NEXT_PUBLIC_TURNSTILE_SITE_KEY;
 * the endpoint checks the token with TURNSTILE_SECRET_KEY). Its script loads only when the form is
 * drawn with a site key, never on page load.
 */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;
/** The field the endpoint reads the token from (lib/leads/contract.mjs; a test keeps it equal). */
export const TURNSTILE_FIELD = 'cf-turnstile-response';
/**
 * The widget's action: siteverify returns it, and the endpoint refuses a token made for any other
 * (lib/leads/turnstile.mjs; a test keeps them equal).
 */
export const TURNSTILE_ACTION = 'trial-signup';

export interface TurnstileOptions {
  sitekey: string;
  action?: string;
  callback: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
  appearance?: 'always' | 'execute' | 'interaction-only';
}

export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/**
 * Adds Turnstile's script once and resolves with its API; rejects when it does not arrive within
 * `timeoutMs` (the form then sends without a token, and the endpoint answers with a message).
 */
export function loadTurnstile(timeoutMs = 10_000): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const fail = () => {
      loading = null;
      reject(new Error('Turnstile did not load'));
    };
    const timer = window.setTimeout(fail, timeoutMs);
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      // From now on window.turnstile answers.
      loading = null;
      if (window.turnstile) resolve(window.turnstile);
      else fail();
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      script.remove();
      fail();
    });
    document.head.append(script);
  });
  return loading;
}
