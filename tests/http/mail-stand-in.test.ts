import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@/lib/leads/contract.mjs';
import { parseSignupHtml, signupText } from '@/lib/leads/markup.mjs';
import { closeServer } from '../../scripts/lib/common.mjs';
import { createMailServer } from '../../scripts/servers/mail-server.mjs';
import { listenOnFreePort, signupBody } from '../e2e/trial-endpoint';
import { labelled } from './checks';

// scripts/servers/mail-server.mjs in this process, as `npm run mail` runs it: what it stores and
// what it refuses. The signup contract every endpoint shares is lead-endpoint.test.ts's.

describe('mail stand-in (scripts/servers/mail-server.mjs)', () => {
  let outbox: string;
  let server: Server | undefined;
  let endpoint: string;
  const origin = 'http://localhost:3000';
  /** A signup as the site sends it: the only kind of body the stand-in takes. */
  const body = signupBody({ lastName: `O'Brien & "Sons"`, company: 'Analytical <Engines>' });

  function validForm(overrides: Record<string, string | null> = {}): FormData {
    const values: Record<string, string | null> = {
      from_email: 'no-reply@kyrelo.example',
      to: 'sales@kyrelo.example',
      subject: 'New Trial Signup',
      body_html: body,
      ...overrides,
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) {
      if (value !== null) form.append(name, value);
    }
    return form;
  }

  /** The outbox's record of the lead `id`, and the name its two files share. */
  async function stored(id: string) {
    for (const name of await readdir(outbox)) {
      if (!name.endsWith('.json')) continue;
      const record = JSON.parse(await readFile(path.join(outbox, name), 'utf8'));
      if (record.id === id) return { record, file: name.slice(0, -'.json'.length) };
    }
    throw new Error(`no outbox record for ${id}`);
  }

  beforeAll(async () => {
    outbox = path.join(await mkdtemp(path.join(os.tmpdir(), 'mail-spec-')), 'outbox');
    // Enough for every request below; the rate limit has its own tests (mail-contract.test.ts).
    // No environment: the endpoint's own defaults (its sender among them), whatever the shell has.
    server = createMailServer({
      outbox,
      env: {},
      allowedTo: ['sales@kyrelo.example'],
      allowedOrigins: [origin],
      rateLimit: 100,
    });
    endpoint = `${await listenOnFreePort(server)}/send-email`;
  });

  afterAll(async () => {
    if (server) await closeServer(server);
    await rm(path.dirname(outbox), { recursive: true, force: true });
  });

  test('stores the e-mail it would send, in its own markup, and answers with its id', async () => {
    const form = validForm({ from_email: 'ceo@bank.example' });
    const res = await fetch(endpoint, { method: 'POST', body: form, headers: { origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    const payload = (await res.json()) as { ok: boolean; id: string };
    expect(payload).toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    });

    const { record, file } = await stored(payload.id);
    expect(record).toEqual({
      receivedAt: expect.any(String),
      id: payload.id,
      // The endpoint's own sender; the browser's from_email is not kept at all.
      from: 'Kyrelo signups <no-reply@kyrelo.example>',
      to: 'sales@kyrelo.example',
      // The visitor's address, from the body's e-mail row.
      reply_to: 'ada@analytical.example',
      subject: 'New Trial Signup',
      body_html: body,
      text: signupText(parseSignupHtml(body)!),
    });
    expect(record.text).toContain('Last name: O\'Brien & "Sons"');
    expect(new Date(record.receivedAt).toISOString()).toBe(record.receivedAt);

    const preview = await readFile(path.join(outbox, `${file}.html`), 'utf8');
    expect(preview).toContain(body);
    expect(preview).toContain('Reply-To: ada@analytical.example');
    expect(preview).not.toContain('ceo@bank.example');
  });

  test('a body with markup of its own (a script) is refused with 400, and nothing is stored', async () => {
    const before = await readdir(outbox).catch(() => []);
    for (const html of [
      `${body}<script>alert("x")</script>`,
      body.replace('>Ada<', '><a href="https://evil.example">Ada</a><'),
      '<table><tr><td>Ada</td></tr></table>',
    ]) {
      const res = await fetch(endpoint, {
        method: 'POST',
        body: validForm({ body_html: html }),
        headers: { origin },
      });
      await labelled(html, () => expect(res.status).toBe(400));
      expect(((await res.json()) as { message: string }).message).toBe(messages.notSignup);
    }
    expect(await readdir(outbox).catch(() => [])).toEqual(before);
  });

  test('a missing field is a 400 naming the field, and nothing is stored', async () => {
    const before = await readdir(outbox).catch(() => []);
    for (const field of ['from_email', 'to', 'subject', 'body_html']) {
      const res = await fetch(endpoint, {
        method: 'POST',
        body: validForm({ [field]: null }),
        headers: { origin },
      });
      await labelled(field, () => expect(res.status).toBe(400));
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const { message } = (await res.json()) as { message: string };
      expect(message).toContain(field);
    }
    expect(await readdir(outbox).catch(() => [])).toEqual(before);
  });

  test('an invalid address is a 400 naming the field', async () => {
    const res = await fetch(endpoint, { method: 'POST', body: validForm({ to: 'not-an-email' }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('to');
  });

  test('bodies over 1 MB are refused with 413', async () => {
    const res = await fetch(endpoint, {
      method: 'POST',
      body: validForm({ body_html: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(res.status).toBe(413);
  });

  test('answers the CORS preflight', async () => {
    const res = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-methods')).toContain('OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  test('health check and unknown routes', async () => {
    const health = await fetch(endpoint.replace('/send-email', '/health'));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    const missing = await fetch(endpoint.replace('/send-email', '/nope'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toHaveProperty('message');
  });
});
