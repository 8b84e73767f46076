import http from 'node:http';
import { signupBody, startMailEndpoint } from '../e2e/trial-endpoint';

// The mail stand-in (scripts/servers/mail-server.mjs) against requests no browser would send.

type MailEndpoint = Awaited<ReturnType<typeof startMailEndpoint>>;

/** Raw POST with an exact body and headers (fetch would fix up a broken multipart body). */
function post(url: string, body: string | Buffer, headers: Record<string, string>) {
  const { hostname, port, pathname } = new URL(url);
  return new Promise<{ status: number; json: { message?: string } }>((resolve, reject) => {
    const req = http.request({ hostname, port, path: pathname, method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          json: JSON.parse(Buffer.concat(chunks).toString()),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the mail stand-in rejects malformed requests', () => {
  let mail: MailEndpoint;
  beforeEach(async () => {
    mail = await startMailEndpoint();
  });
  afterEach(async () => {
    expect(await mail.submissions()).toEqual([]);
    await mail.stop();
  });

  test('a broken multipart body: 400 with a JSON message', async () => {
    const res = await post(mail.url, '--nope\r\nnot a part\r\n', {
      'content-type': 'multipart/form-data; boundary=expected',
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Malformed multipart/form-data body');
  });

  test('not multipart at all: 415 with a JSON message', async () => {
    const res = await post(mail.url, '{"to":"x"}', { 'content-type': 'application/json' });
    expect(res.status).toBe(415);
    expect(res.json.message).toMatch(/multipart\/form-data/);
  });

  test('a subject with a line break (header injection): 400', async () => {
    const form = new FormData();
    form.append('from_email', 'no-reply@kyrelo.example');
    form.append('to', 'sales@kyrelo.example');
    form.append('subject', 'New Trial Signup\r\nBcc: everyone@example.com');
    form.append('body_html', signupBody());
    const res = await fetch(mail.url, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/subject/);
  });

  test('a file instead of text: 400', async () => {
    const form = new FormData();
    form.append('from_email', 'no-reply@kyrelo.example');
    form.append('to', 'sales@kyrelo.example');
    form.append('subject', 'New Trial Signup');
    form.append('body_html', new Blob([signupBody()]), 'body.html');
    const res = await fetch(mail.url, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Invalid field: body_html must be text',
    );
  });

  test('an oversized body without a Content-Length (streamed): 413', async () => {
    const big = new ReadableStream({
      start(controller) {
        const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
        for (let i = 0; i < 20; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await fetch(mail.url, {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/1 MB/);
  });
});
