import { submitTrial, TrialSubmitError } from '@/lib/trial/submit';
import { failureOutcome } from '@/lib/trial/outcome';
import { validTrialValues } from '../../helpers/trial-values';

const values = validTrialValues;
const options = { endpoint: 'http://mail.test', from: 'a@x.example', to: 'b@x.example' };

describe('honeypot', () => {
  it('sends nothing and resolves as discarded when the hidden field is filled', async () => {
    const fetch = jest.fn();
    await expect(
      submitTrial({ ...values, website: 'http://spam.example' }, { ...options, fetch }),
    ).resolves.toBe('discarded');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends as usual when it is empty', async () => {
    const fetch = jest.fn().mockResolvedValue({ status: 200 });
    await expect(submitTrial(values, { ...options, fetch })).resolves.toBe('sent');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('failureOutcome', () => {
  it.each([
    [{ kind: 'network', timedOut: true } as const, { outcome: 'timeout' }],
    [{ kind: 'network' } as const, { outcome: 'network_error' }],
    [{ kind: 'unreachable' } as const, { outcome: 'unreachable' }],
    [{ kind: 'http', status: 422 } as const, { outcome: 'server_error', status_class: '4xx' }],
    [{ kind: 'http', status: 503 } as const, { outcome: 'server_error', status_class: '5xx' }],
  ])('%j → %j', (failure, outcome) => {
    expect(failureOutcome(new TrialSubmitError(failure))).toEqual(outcome);
  });

  it('reports no message for an unexpected error', () => {
    expect(failureOutcome(new Error('ada@analytical.example'))).toEqual({ outcome: 'failed' });
  });

  it('reports a time-out as a time-out', async () => {
    jest.useFakeTimers();
    const fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const result = submitTrial(values, { ...options, fetch: fetch as typeof globalThis.fetch });
    jest.advanceTimersByTime(15_000);
    await expect(result.catch(failureOutcome)).resolves.toEqual({ outcome: 'timeout' });
    jest.useRealTimers();
  });
});
