import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LEADS_PORT, SITE_CONF, localSiteConfig } from '../../../scripts/servers/nginx.mjs';

/**
 * The local copy of deploy/nginx/kyrelo.conf the nginx project runs: only the listen address, the
 * name, the root and the signup service's port differ from production.
 */
const production = readFileSync(SITE_CONF, 'utf8');

it('production sends /send-email, and only that, to the signup service on its fixed port', () => {
  expect(production).toMatch(/location ~ \^\/send-email\(\/\|\$\) \{/);
  expect(production.match(/proxy_pass /g)).toHaveLength(1);
  expect(production).toContain(`proxy_pass http://127.0.0.1:${LEADS_PORT};`);
  // The client's address for the rate limit, the origin for the origin check.
  expect(production).toContain('proxy_set_header X-Real-IP $remote_addr;');
  expect(production).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  // The service refuses a body over 1 MB itself, with a message: nginx must let it through.
  expect(production).toMatch(/client_max_body_size 2m;/);
});

it('the local copy points the proxy at the test service and keeps the rest', () => {
  const local = localSiteConfig(production, { root: '/tmp/site', port: 4312, leadsPort: 4315 });
  expect(local).toContain('proxy_pass http://127.0.0.1:4315;');
  expect(local).not.toContain(`:${LEADS_PORT};`);
  expect(local).toContain('listen 127.0.0.1:4312;');
  expect(local).toContain(`root ${JSON.stringify(path.resolve('/tmp/site'))};`);
  expect(local).toContain('proxy_set_header X-Real-IP $remote_addr;');
  expect(local).not.toMatch(/ssl_/);
});
