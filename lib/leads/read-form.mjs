// The signup's body: what the headers alone refuse (type, declared length), then at most
// MAX_BODY_BYTES read and parsed by the platform's own multipart parser.
import { readBoundedBody } from '../bounded-body.mjs';
import { LeadError, MAX_BODY_BYTES, messages } from './contract.mjs';

/**
 * What the type alone can refuse, before anything is read or written (a declared length over the
 * bound is refused by the reader, before it reads).
 *
 * @param {Request} request
 */
function checkHeaders(request) {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new LeadError(415, messages.notMultipart);
  }
  return type;
}

/** @param {Request} request */
export async function readForm(request) {
  const type = checkHeaders(request);
  // A read that fails is the client's upload given up half way: its body is what is broken.
  const body = await readBoundedBody(request, MAX_BODY_BYTES).catch(() => {
    throw new LeadError(400, messages.malformed);
  });
  if (body === null) throw new LeadError(413, messages.tooLarge);
  // The platform's multipart parser; a Response needs no URL, method or streaming options.
  return new Response(body, { headers: { 'content-type': type } }).formData().catch(() => {
    throw new LeadError(400, messages.malformed);
  });
}
