/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { type LeadSettings, leadSettingsFromEnv } from '@/lib/leads/config.mjs';
import {
  DeliveryError,
  type Mail,
  deliver,
  isPermanentRefusal,
  providerRequest,
} from '@/lib/leads/providers.mjs';

const mail: Mail = {
  id: '7d4f3c1e-0d1a-4c8e-9a57-2f0b1c9d8e6a',
  from: 'Kyrelo signups <no-reply@kyrelo.example>',
  to: 'sales@kyrelo.example',
  replyTo: 'ada@analytical.example',
  subject: 'New Trial Signup',
  html: '<h2>New trial signup</h2>',
  text: 'New trial signup',
};

function settings(env: Record<string, string> = {}): LeadSettings {
  return leadSettingsFromEnv({
    MAIL_PROVIDER: 'resend',
    MAIL_API_KEY: 're_secret',
    MAIL_FROM: mail.from,
    MAIL_TIMEOUT_MS: '50',
    ...env,
  });
}
const resend = settings();
const postmark = settings({ MAIL_PROVIDER: 'postmark', MAIL_API_KEY: 'pm-token' });

type FetchCall = [url: string, init: RequestInit];

/** A fetch that answers every request with `status` and `body`, and records the requests. */
function fakeFetch(status: number, body: unknown = {}) {
  const calls: FetchCall[] = [];
  const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

/** The DeliveryError `deliver` rejects with. */
async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('providerRequest', () => {
  it('Resend: POST /emails, the bearer key, the lead id as idempotency key, the visitor as reply_to', () => {
    const { url, init } = providerRequest(resend, mail);
    expect(url).toBe('https://api.resend.com/emails');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: 'Bearer re_secret',
      'idempotency-key': mail.id,
    });
    expect(JSON.parse(String(init.body))).toEqual({
      from: mail.from,
      to: ['sales@kyrelo.example'],
      reply_to: 'ada@analytical.example',
      subject: 'New Trial Signup',
      html: mail.html,
      text: mail.text,
    });
  });

  it('Postmark: POST /email, the server token, ReplyTo, the lead id as metadata', () => {
    const { url, init } = providerRequest(postmark, mail);
    expect(url).toBe('https://api.postmarkapp.com/email');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-postmark-server-token': 'pm-token',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      From: mail.from,
      To: 'sales@kyrelo.example',
      ReplyTo: 'ada@analytical.example',
      Subject: 'New Trial Signup',
      HtmlBody: mail.html,
      TextBody: mail.text,
      MessageStream: 'outbound',
      Metadata: { lead_id: mail.id },
    });
  });

  it('MAIL_API_URL replaces the API base, trailing slashes dropped', () => {
    expect(providerRequest(settings({ MAIL_API_URL: 'http://127.0.0.1:9/stub//' }), mail).url).toBe(
      'http://127.0.0.1:9/stub/emails',
    );
    const stubbed = settings({ MAIL_PROVIDER: 'Postmark', MAIL_API_URL: 'http://stub.test/' });
    expect(providerRequest(stubbed, mail).url).toBe('http://stub.test/email');
  });
});

describe('deliver', () => {
  it('resolves when Resend answers 200, sending the request providerRequest describes', async () => {
    const { calls, fetchImpl } = fakeFetch(200, { id: 'resend-id' });
    await expect(deliver(resend, mail, fetchImpl)).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    const expected = providerRequest(resend, mail);
    expect(url).toBe(expected.url);
    expect(init.headers).toEqual(expected.init.headers);
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe(mail.id);
    expect(init.body).toBe(expected.init.body);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('resolves when Postmark answers 200 with ErrorCode 0', async () => {
    const { fetchImpl } = fakeFetch(200, { ErrorCode: 0, MessageID: 'x' });
    await expect(deliver(postmark, mail, fetchImpl)).resolves.toBeUndefined();
  });

  it.each([
    [500, 'Internal Server Error'],
    [422, '{"name":"validation_error","message":"Invalid `from` field"}'],
    [401, '{"message":"API key is invalid"}'],
  ])('a %i is a DeliveryError with the status and the answer', async (status, answer) => {
    const { fetchImpl } = fakeFetch(status, answer);
    const error = await failure(deliver(resend, mail, fetchImpl));
    expect(error.message).toBe(`${status} ${answer}`);
  });

  it('the error quotes at most 300 characters of the answer', async () => {
    const { fetchImpl } = fakeFetch(500, 'x'.repeat(1000));
    const error = await failure(deliver(resend, mail, fetchImpl));
    expect(error.message).toBe(`500 ${'x'.repeat(300)}`);
  });

  it.each([
    [{ ErrorCode: 406, Message: 'Inactive recipient' }, 'Postmark ErrorCode 406'],
    [{ Message: 'no code' }, 'Postmark ErrorCode undefined'],
    ['not json', 'Postmark ErrorCode undefined: not json'],
  ])('Postmark 200 without ErrorCode 0 is an error: %j', async (answer, start) => {
    const { fetchImpl } = fakeFetch(200, answer);
    const error = await failure(deliver(postmark, mail, fetchImpl));
    expect(error.message.startsWith(start)).toBe(true);
  });

  it('Postmark 422 is an error with its status', async () => {
    const { fetchImpl } = fakeFetch(422, { ErrorCode: 300, Message: 'Invalid email request' });
    expect((await failure(deliver(postmark, mail, fetchImpl))).message).toMatch(/^422 /);
  });

  it('a provider that never answers: "no answer within" the time-out, once the signal aborts', async () => {
    let aborted = false;
    const waiting = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => {
        init.signal!.addEventListener('abort', () => {
          aborted = true;
          reject(init.signal!.reason);
        });
      })) as unknown as typeof fetch;
    const started = Date.now();
    const error = await failure(deliver(resend, mail, waiting));
    expect(error.message).toBe('no answer within 50 ms');
    expect(aborted).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });

  it('a network failure (fetch rejects with a TypeError): "unreachable"', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const error = await failure(deliver(resend, mail, down));
    expect(error.message).toBe('unreachable (TypeError: fetch failed)');
  });

  it.each([
    [{ MAIL_PROVIDER: '' }, 'not configured: MAIL_PROVIDER is not set (resend or postmark)'],
    [
      { MAIL_PROVIDER: 'sendgrid' },
      'not configured: MAIL_PROVIDER is sendgrid, not one of resend, postmark',
    ],
    [{ MAIL_API_KEY: ' ' }, 'not configured: MAIL_API_KEY is not set'],
  ])('not configured (%j): an error, and fetch is never called', async (env, message) => {
    const { calls, fetchImpl } = fakeFetch(200);
    const error = await failure(deliver(settings(env), mail, fetchImpl));
    expect(error.message).toBe(message);
    expect(calls).toEqual([]);
  });
});

describe('isPermanentRefusal: a 4xx about the message itself, and nothing else', () => {
  it.each([
    [400, undefined, true],
    [413, undefined, true],
    [422, undefined, true],
    [422, 300, true],
    [401, undefined, false],
    [403, undefined, false],
    // A wrong MAIL_API_URL: every lead would be refused for a fault of ours.
    [404, undefined, false],
    [405, undefined, false],
    [408, undefined, false],
    [429, undefined, false],
    [200, undefined, false],
    [399, undefined, false],
    [500, undefined, false],
    [503, undefined, false],
    [422, 10, false],
    [422, 400, false],
    [422, 401, false],
    [422, 405, false],
    [422, 406, false],
    [422, 412, false],
  ])('%i with ErrorCode %p: %p', (status, code, permanent) => {
    expect(isPermanentRefusal(status, code)).toBe(permanent);
  });
});

describe('deliver: DeliveryError.permanent, what kept-leads.mjs moves to the refused list by', () => {
  it('Resend 422 (the message itself refused): permanent', async () => {
    const answer = { name: 'validation_error', message: 'Invalid `to` field.' };
    const error = await failure(deliver(resend, mail, fakeFetch(422, answer).fetchImpl));
    expect(error.permanent).toBe(true);
  });

  it.each([
    [401, { name: 'missing_api_key' }],
    [403, { name: 'invalid_api_key' }],
    [408, 'Request Timeout'],
    [429, { name: 'rate_limit_exceeded' }],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
  ])(
    'Resend %i (our key, a time-out, too many, the provider down): not permanent',
    async (status, answer) => {
      const error = await failure(deliver(resend, mail, fakeFetch(status, answer).fetchImpl));
      expect(error.message).toMatch(new RegExp(`^${status} `));
      expect(error.permanent).toBe(false);
    },
  );

  it('Postmark 422 with ErrorCode 300 (invalid email request): permanent', async () => {
    const answer = { ErrorCode: 300, Message: 'Invalid email request' };
    const error = await failure(deliver(postmark, mail, fakeFetch(422, answer).fetchImpl));
    expect(error.permanent).toBe(true);
  });

  it.each([
    [400, 'Sender signature not found'],
    [406, 'Inactive recipient'],
    [10, 'Bad or missing API token'],
  ])(
    'Postmark 422 with ErrorCode %i (%s, about our account): not permanent',
    async (code, message) => {
      const error = await failure(
        deliver(postmark, mail, fakeFetch(422, { ErrorCode: code, Message: message }).fetchImpl),
      );
      expect(error.permanent).toBe(false);
    },
  );

  it('Postmark 200 with an ErrorCode other than 0: not permanent', async () => {
    const answer = { ErrorCode: 406, Message: 'Inactive recipient' };
    const error = await failure(deliver(postmark, mail, fakeFetch(200, answer).fetchImpl));
    expect(error.permanent).toBe(false);
  });

  it('no answer in time: not permanent', async () => {
    const timedOut = (async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    }) as unknown as typeof fetch;
    const error = await failure(deliver(resend, mail, timedOut));
    expect(error.message).toBe('no answer within 50 ms');
    expect(error.permanent).toBe(false);
  });

  it('unreachable, or not configured: not permanent', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect((await failure(deliver(resend, mail, down))).permanent).toBe(false);
    const unconfigured = settings({ MAIL_API_KEY: ' ' });
    const error = await failure(deliver(unconfigured, mail, fakeFetch(422).fetchImpl));
    expect(error.permanent).toBe(false);
  });

  it('a DeliveryError is permanent only when told so', () => {
    expect(new DeliveryError('x').permanent).toBe(false);
    expect(new DeliveryError('x', { permanent: true }).permanent).toBe(true);
  });
});
