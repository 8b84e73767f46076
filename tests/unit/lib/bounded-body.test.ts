/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { BrokenBody, readBoundedBody } from '@/lib/bounded-body.mjs';

const url = 'https://www.kyrelo.example/api/trial';

/** A request whose body arrives as these chunks, with no declared length. */
function streamed(chunks: number[], fail = false) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled < chunks.length) controller.enqueue(new Uint8Array(chunks[pulled++]!).fill(7));
      else if (fail) controller.error(new Error('Network connection lost.'));
      else controller.close();
    },
  });
  const request = new Request(url, { method: 'POST', body: stream, duplex: 'half' } as never);
  return { request, pulled: () => pulled };
}

describe('readBoundedBody', () => {
  it('reads a body up to the bound whole, in order', async () => {
    const body = await readBoundedBody(new Request(url, { method: 'POST', body: 'abc' }), 3);
    expect(new TextDecoder().decode(body!)).toBe('abc');
    const { request } = streamed([2, 3, 1]);
    expect((await readBoundedBody(request, 6))?.byteLength).toBe(6);
  });

  it('is empty without a body', async () => {
    expect(await readBoundedBody(new Request(url), 10)).toEqual(new Uint8Array());
  });

  it('refuses a declared length over the bound before reading', async () => {
    const request = new Request(url, {
      method: 'POST',
      body: 'abcd',
      headers: { 'content-length': '4' },
    });
    expect(await readBoundedBody(request, 3)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it('stops at the chunk that passes the bound and reads no further', async () => {
    const { request, pulled } = streamed([400, 400, 400, 400, 400]);
    expect(await readBoundedBody(request, 1000)).toBeNull();
    expect(pulled()).toBeLessThan(5);
  });

  it('throws BrokenBody when the client stops sending half way', async () => {
    const { request } = streamed([10], true);
    await expect(readBoundedBody(request, 100)).rejects.toBeInstanceOf(BrokenBody);
  });
});
