// The signup's body: what the headers alone refuse (type, declared length), then at most
// MAX_BODY_BYTES read and parsed by the platform's own multipart parser.
import { LeadError, MAX_BODY_BYTES, messages } from './contract.mjs';

/**
 * @param {Request} request
 * @param {number} max
 */
async function readBody(request, max) {
  const reader = request.body?.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  while (reader) {
    // A read fails only when the client stops sending (an upload given up half way): its body,
    // not the server, is what is broken.
    const { done, value } = await reader.read().catch(() => {
      throw new LeadError(400, messages.malformed);
    });
    if (done) break;
    size += value.byteLength;
    // Stop reading: the servers close the connection after the answer.
    if (size > max) throw new LeadError(413, messages.tooLarge);
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * What the headers alone can refuse, before anything is read or written.
 *
 * @param {Request} request
 */
function checkHeaders(request) {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new LeadError(415, messages.notMultipart);
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    throw new LeadError(413, messages.tooLarge);
  }
  return type;
}

/** @param {Request} request */
export async function readForm(request) {
  const type = checkHeaders(request);
  const body = await readBody(request, MAX_BODY_BYTES);
  // The platform's multipart parser; a Response needs no URL, method or streaming options.
  return new Response(body, { headers: { 'content-type': type } }).formData().catch(() => {
    throw new LeadError(400, messages.malformed);
  });
}
