import { test } from './fixtures';
import { leadBrowserSuite, leadContractSuite } from './lead-contract';
import { ports } from './origins';

// The Node service (scripts/servers/mail-server.mjs, as deploy/nginx/kyrelo-leads.service runs
// it) behind nginx with deploy/nginx/kyrelo.conf: the contract and the real signup in Chromium.
const base = `http://127.0.0.1:${ports.nginx}`;

test.describe('the signup endpoint behind nginx', () => {
  leadContractSuite(() => ({ url: `${base}/send-email`, origin: base }));
});

test.describe('a trial signup behind nginx', () => {
  leadBrowserSuite(base);
});
