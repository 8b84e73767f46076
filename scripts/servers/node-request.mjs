// The signup service's side of Node's HTTP server: an IncomingMessage turned into the Fetch API's
// Request that lib/leads/handler.mjs answers, and the client and origin it is asked for, each
// checked first. What cannot be read is a RequestError (a 400 or 405 with its message), never a
// throw that could end the process.
import { isIP } from 'node:net';
import { Readable } from 'node:stream';

/** @import { IncomingMessage } from 'node:http' */

/** Where the Fetch API's Request is addressed: never a header's value (the path is the request's). */
export const SERVICE_BASE = 'http://signup-service.invalid';
const FETCH_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);
/** A host name or an IPv6 literal, then an optional port: all a Host header may hold. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/**
 * The request as the Fetch API sees it, its body streamed, addressed to a fixed base: a request
 * line or a header that does not make a URL is a 400 (RequestError), not a throw in the listener.
 *
 * @param {IncomingMessage} req
 */
export function toRequest(req) {
  const target = req.url ?? '/';
  if (!target.startsWith('/')) throw new RequestError('Invalid request target');
  // What the Fetch API refuses to build a Request with (CONNECT, TRACE, TRACK) is not ours either.
  if (!FETCH_METHODS.has(req.method ?? '')) throw new RequestError('Method not allowed', 405);
  const headers = new Headers();
  try {
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      headers.append(String(req.rawHeaders[i]), String(req.rawHeaders[i + 1]));
    }
  } catch {
    throw new RequestError('Invalid request header');
  }
  /** @type {URL} */
  let url;
  try {
    url = new URL(target, SERVICE_BASE);
  } catch {
    throw new RequestError('Invalid request target');
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    ...(hasBody
      ? { body: /** @type {ReadableStream} */ (Readable.toWeb(req)), duplex: 'half' }
      : {}),
  });
}

/** A request the service cannot read: answered with the status (400) and the message. */
export class RequestError extends Error {
  /**
   * @param {string} message
   * @param {number} [status]
   */
  constructor(message, status = 400) {
    super(message);
    this.status = status;
  }
}

/**
 * The client's address and the origin the site was asked for, from the socket or, behind nginx,
 * from the headers nginx sets (MAIL_TRUST_PROXY=1), each checked before use.
 *
 * @param {IncomingMessage} req
 * @param {boolean} trustProxy
 */
export function clientAndOrigin(req, trustProxy) {
  const header = (/** @type {string} */ name) => {
    const value = req.headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim();
  };
  const forwardedProto = trustProxy ? header('x-forwarded-proto') : undefined;
  const proto = forwardedProto === 'https' ? 'https' : 'http';
  const realIp = trustProxy ? header('x-real-ip') : undefined;
  const host = header('host');
  if (host !== undefined && !HOST.test(host)) throw new RequestError('Invalid Host header');
  return {
    client: (realIp && isIP(realIp) ? realIp : req.socket.remoteAddress) || 'unknown',
    // Without a Host (HTTP/1.0), only the allowed origins are the site's.
    ownOrigin: host ? `${proto}://${host.toLowerCase()}` : '',
  };
}
