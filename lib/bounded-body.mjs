// A request's body read whole, but never more than a bound: shared by the trial endpoint
// (lib/leads/read-form.mjs) and the analytics relay (lib/relay/handler.mjs), on the Node service
// and the Pages runtime alike. Web streams only.

/** The client stopped sending part way (an upload given up): its body, not the server, is broken. */
export class BrokenBody extends Error {
  constructor() {
    super('The request body was cut off');
    this.name = 'BrokenBody';
  }
}

/**
 * The body, read up to `limit` bytes, or null once it passes them: a declared length over the
 * limit is refused before anything is read, and a longer body is not read to its end (the reader
 * is cancelled). No body is an empty array.
 *
 * @param {Request} request
 * @param {number} limit
 * @returns {Promise<Uint8Array<ArrayBuffer> | null>}
 * @throws {BrokenBody} when a read fails
 */
export async function readBoundedBody(request, limit) {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new BrokenBody();
    });
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
