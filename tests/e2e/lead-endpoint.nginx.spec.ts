import { test } from './fixtures';
import { leadBrowserSuite } from './lead-contract';
import { ports } from './origins';

// The real signup in Chromium through nginx with deploy/nginx/kyrelo.conf, to the Node service
// behind it (scripts/servers/mail-server.mjs, as deploy/nginx/kyrelo-leads.service runs it). The
// endpoint's contract there is tests/http/lead-endpoint.test.ts's.
test.describe('a trial signup behind nginx', () => {
  leadBrowserSuite(`http://127.0.0.1:${ports.nginx}`);
});
