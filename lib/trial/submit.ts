import { type LeadContext, type TrialEmailAddresses, buildTrialEmailForm } from './email';
import { type TrialValues } from './schema';

/** A hanging endpoint ends as a network failure after this long, never as an endless spinner. */
export const TRIAL_TIMEOUT_MS = 15_000;

/** Why a submit failed, in the terms of the error catalogue (content/trial.ts). */
export type TrialFailure =
  /** The browser is offline, or the endpoint did not answer in time (`timedOut`). */
  | { kind: 'network'; timedOut?: boolean }
  /** The request could not be made: connection refused, DNS failure or a CORS block. */
  | { kind: 'unreachable' }
  /** The endpoint answered with status 400 or above, perhaps with a JSON `message`. */
  | { kind: 'http'; status: number; message?: string };

export class TrialSubmitError extends Error {
  constructor(readonly failure: TrialFailure) {
    super(`Trial signup failed: ${failure.kind}`);
    this.name = 'TrialSubmitError';
  }
}

export interface SubmitTrialOptions extends TrialEmailAddresses {
  endpoint: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** How the lead found the site, added to the e-mail under the values. */
  lead?: LeadContext;
  /** Cloudflare Turnstile's token, when the form has the check (lib/trial/turnstile.ts). */
  turnstileToken?: string;
}

/** `discarded`: the honeypot was filled, so nothing was sent (see trialFormSchema). */
export type SubmitResult = 'sent' | 'discarded';

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const payload: unknown = await response.json();
    if (payload && typeof payload === 'object' && 'message' in payload) {
      const { message } = payload;
      if (typeof message === 'string' && message.trim() !== '') return message.trim();
    }
  } catch {
    // No JSON body: the caller falls back to "Server error ({status})".
  }
  return undefined;
}

function requestFailure(error: unknown, timedOut: boolean): unknown {
  if (timedOut) return new TrialSubmitError({ kind: 'network', timedOut: true });
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new TrialSubmitError({ kind: 'network' });
  }
  // fetch rejects with a TypeError for refused connections, DNS failures and CORS blocks alike.
  if (error instanceof TypeError) return new TrialSubmitError({ kind: 'unreachable' });
  return error;
}

/**
 * Sends one multipart POST to the mail endpoint. Resolves on a status below 400; otherwise
 * rejects with a TrialSubmitError (or, for anything unexpected, the original error). A filled
 * honeypot resolves at once without a request: a bot is told it succeeded, so it does not retry.
 */
export async function submitTrial(
  values: TrialValues,
  options: SubmitTrialOptions,
): Promise<SubmitResult> {
  if (values.website !== '') return 'discarded';
  const { endpoint, timeoutMs = TRIAL_TIMEOUT_MS, fetch: fetchImpl = fetch } = options;
  // Only the time-out can abort the request, so an aborted signal means it timed out.
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      body: buildTrialEmailForm(values, options, options.lead, options.turnstileToken),
      signal,
    });
  } catch (error) {
    throw requestFailure(error, signal.aborted);
  }
  if (response.status >= 400) {
    const message = await readMessage(response);
    throw new TrialSubmitError({ kind: 'http', status: response.status, message });
  }
  return 'sent';
}
