import { readFileSync } from 'node:fs';
import path from 'node:path';
import { leadSettingsFromEnv } from '@/lib/leads/config.mjs';
import { messages } from '@/lib/leads/contract.mjs';
import { RELAY_LIMITS } from '@/lib/relay/handler.mjs';
import { relayRoute } from '@/lib/relay/routes.mjs';
import {
  LEADS_PORT,
  RELAY_UPSTREAM,
  SITE_CONF,
  localSiteConfig,
  topLevelBlocks,
} from '../../../scripts/servers/nginx.mjs';

/**
 * The local copy of deploy/nginx/kyrelo.conf the nginx project runs: only the listen address, the
 * name, the root, the signup service's port and PostHog's hosts differ from production.
 */
const production = readFileSync(SITE_CONF, 'utf8');

/** The statements inside a block, one level down. */
const inside = (block: string) =>
  topLevelBlocks(block.slice(block.indexOf('{') + 1, block.lastIndexOf('}')));
const site = topLevelBlocks(production).find((block) => /^\s*root\s/m.test(block))!;
const location = (name: string) => {
  const found = inside(site).filter((block) => block.startsWith(`location ${name} {`));
  expect(found).toHaveLength(1);
  return inside(found[0]!);
};
const signup = location('~ ^/send-email(/|$)');
const limited = location('@kyrelo_signup_limited');
const tooLarge = location('@kyrelo_signup_too_large');

/** The status and the JSON body of a named location's `return`. */
function answerOf(named: string[]) {
  const answer = named.find((statement) => statement.startsWith('return '));
  const [, status, body] = /^return (\d+) '(.*)';$/.exec(answer ?? '') ?? [];
  return { status, json: JSON.parse(body ?? '') as unknown };
}
const relay = location('^~ /relay/');
/** The analytics relay's nested locations, by their match. */
const relayed = Object.fromEntries(
  relay
    .filter((statement) => statement.startsWith('location '))
    .map((block) => [/^location (.+?) \{/.exec(block)![1]!, inside(block)]),
);
const stub = 'http://127.0.0.1:4314/posthog';
const local = localSiteConfig(production, {
  root: '/tmp/site',
  port: 4312,
  leadsPort: 4315,
  relayUpstream: stub,
});

it('production sends /send-email, and only that, to the signup service on its fixed port', () => {
  expect(production.match(/proxy_pass http:/g)).toHaveLength(1);
  expect(signup).toContain(`proxy_pass http://127.0.0.1:${LEADS_PORT};`);
  // The client's address for the rate limit, the origin for the origin check.
  expect(signup).toContain('proxy_set_header X-Real-IP $remote_addr;');
  expect(signup).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  // The service refuses a body over 1 MB itself, with a message: nginx must let it through.
  expect(signup).toContain('client_max_body_size 2m;');
});

it("the service gets nginx's name for the site, never the client's raw Host", () => {
  // nginx accepts `Host: name:x`; passed on, the service built its URL from it and crashed.
  expect(signup).toContain('proxy_set_header Host $host;');
  expect(production).not.toContain('$http_host');
});

it("a flood from one address meets nginx's limit, a visitor over the service's limit the service's", () => {
  expect(topLevelBlocks(production)).toContain(
    'limit_req_zone $binary_remote_addr zone=kyrelo_signup:10m rate=20r/m;',
  );
  expect(signup).toContain('limit_req zone=kyrelo_signup burst=10 nodelay;');
  expect(signup).toContain('limit_req_status 429;');
  expect(signup).toContain('error_page 429 = @kyrelo_signup_limited;');
  // Pages are never limited; the analytics relay has its own zone.
  expect(production.match(/^\s*limit_req zone=kyrelo_signup /gm)).toHaveLength(1);
  expect(production.match(/^\s*limit_req /gm)).toHaveLength(2);
  // Above the service's own limit, at once and per minute: its 429 and exact Retry-After come
  // first.
  const serviceLimit = leadSettingsFromEnv({}).rateLimit;
  const burst = Number(/ burst=(\d+) /.exec(production)?.[1]);
  const perMinute = Number(/ rate=(\d+)r\/m;/.exec(production)?.[1]);
  expect(1 + burst).toBeGreaterThan(serviceLimit);
  expect(perMinute).toBeGreaterThan(serviceLimit);
  // The service's own answers (its 429, its 413) pass as they are, not replaced by nginx's.
  expect(production).not.toMatch(/^\s*proxy_intercept_errors /m);
});

it("nginx's own 429 is the service's JSON message, never cached, never sniffed", () => {
  expect(limited).toContain('default_type "application/json; charset=utf-8";');
  expect(limited).toContain('add_header Cache-Control "no-store" always;');
  expect(limited).toContain('add_header Retry-After "60" always;');
  expect(limited).toContain('add_header X-Content-Type-Options "nosniff" always;');
  expect(answerOf(limited)).toEqual({ status: '429', json: { message: messages.rateLimited } });
});

it("a body past nginx's own limit gets the service's JSON 413, not nginx's HTML page", () => {
  expect(signup).toContain('error_page 413 = @kyrelo_signup_too_large;');
  expect(tooLarge).toContain('default_type "application/json; charset=utf-8";');
  expect(tooLarge).toContain('add_header Cache-Control "no-store" always;');
  expect(tooLarge).toContain('add_header X-Content-Type-Options "nosniff" always;');
  expect(answerOf(tooLarge)).toEqual({ status: '413', json: { message: messages.tooLarge } });
});

it('the local copy points the proxy at the test service and keeps the rest', () => {
  expect(local).toContain('proxy_pass http://127.0.0.1:4315;');
  expect(local).not.toContain(`:${LEADS_PORT};`);
  expect(local).toContain('listen 127.0.0.1:4312;');
  expect(local).toContain(`root ${JSON.stringify(path.resolve('/tmp/site'))};`);
  expect(local).toContain('proxy_set_header X-Real-IP $remote_addr;');
  expect(local).not.toMatch(/^\s*ssl_/m);
  // The port 80 redirect stays production's.
  expect(local).not.toContain('return 301');
});

it('the local copy keeps every http-level statement of the production file', () => {
  const kept = topLevelBlocks(local);
  for (const statement of topLevelBlocks(production)) {
    if (!statement.startsWith('server')) expect(kept).toContain(statement);
  }
  expect(kept.filter((statement) => statement.startsWith('map '))).toHaveLength(3);
  expect(kept.filter((statement) => statement.startsWith('limit_req_zone '))).toHaveLength(2);
  expect(local).toContain('limit_req zone=kyrelo_signup burst=10 nodelay;');
  expect(local).toContain('location @kyrelo_signup_limited {');
  expect(local).toContain('location @kyrelo_signup_too_large {');
});

describe('the analytics relay', () => {
  it("forwards exactly posthog-js's paths, to PostHog's ingest and assets hosts", () => {
    const forwarding = Object.keys(relayed).filter((name) =>
      relayed[name]!.some((line) => line.startsWith('proxy_pass ')),
    );
    expect(forwarding.sort()).toEqual(
      ['/relay/array/', '= /relay/e/', '= /relay/i/v0/e/', '= /relay/s/'].sort(),
    );
    // The same paths without their last slash: a 404, not nginx's redirect to them.
    for (const name of ['= /relay/e', '= /relay/i/v0/e', '= /relay/s', '= /relay/array']) {
      expect(relayed[name]).toEqual([`return 404 '{"message":"Not found"}';`]);
    }
    expect(relayed['= /relay/e/']).toContain('proxy_pass https://eu.i.posthog.com/e/;');
    expect(relayed['= /relay/i/v0/e/']).toContain('proxy_pass https://eu.i.posthog.com/i/v0/e/;');
    expect(relayed['= /relay/s/']).toContain('proxy_pass https://eu.i.posthog.com/s/;');
    expect(relayed['/relay/array/']).toContain(
      'proxy_pass https://eu-assets.i.posthog.com/array/;',
    );
    // The same allowlist as the Pages Function's (lib/relay/routes.mjs).
    for (const path of ['/relay/e/', '/relay/i/v0/e/', '/relay/s/']) {
      expect(relayRoute(path, 'POST')).toMatchObject({ upstream: 'ingest' });
    }
    const config = /if \(\$uri !~ "([^"]+)"\)/.exec(relayed['/relay/array/']!.join('\n'))?.[1];
    expect(new RegExp(config!).test('/relay/array/phc_k/config')).toBe(true);
    expect(new RegExp(config!).test('/relay/array/phc_k/config.js')).toBe(false);
    expect(relayRoute('/relay/array/phc_k/config', 'GET')).toMatchObject({ upstream: 'assets' });
    // Everything else under /relay/ stays here.
    expect(relay.at(-1)).toBe(`return 404 '{"message":"Not found"}';`);
  });

  it("sends only three of the visitor's headers and the one address nginx saw; no cookie either way", () => {
    expect(relay).toContain('proxy_pass_request_headers off;');
    expect(relay).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(production).not.toMatch(/^\s*[a-z_]+ .*\$proxy_add_x_forwarded_for/m);
    expect(relay).toContain('proxy_set_header Host $proxy_host;');
    expect(relay).toContain('proxy_hide_header Set-Cookie;');
    expect(relay.filter((line) => /Cookie/i.test(line))).toEqual(['proxy_hide_header Set-Cookie;']);
    expect(relay).toContain('proxy_ssl_server_name on;');
    // PostHog's certificate is checked in production; the local file (plain HTTP upstream) has no check.
    expect(relay).toContain('proxy_ssl_verify on;');
    expect(relay).toContain('proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;');
    expect(local).not.toMatch(/proxy_ssl_(verify|trusted_certificate)/);
  });

  it('bounds the body as the Pages Function does, the rate per address and the wait for PostHog', () => {
    expect(relay).toContain(`client_max_body_size ${RELAY_LIMITS.maxBodyBytes / 1024 / 1024}m;`);
    expect(topLevelBlocks(production)).toContain(
      'limit_req_zone $binary_remote_addr zone=kyrelo_relay:10m rate=5r/s;',
    );
    expect(relay).toContain('limit_req zone=kyrelo_relay burst=100 nodelay;');
    expect(relay).toContain('limit_req_status 429;');
    expect(relay).toContain('proxy_read_timeout 10s;');
    expect(relay).toContain('proxy_connect_timeout 5s;');
    // No add_header here: the server's (security headers, the relay's Cache-Control) stay.
    expect(relay.filter((line) => line.startsWith('add_header'))).toEqual([]);
    expect(production).toContain('"~^\\d+ /relay/"          $kyrelo_relay_cache_control;');
  });

  it('the local copy sends each PostHog upstream to the stand-in, its path kept', () => {
    expect(local).toContain(`proxy_pass ${stub}/e/;`);
    expect(local).toContain(`proxy_pass ${stub}/i/v0/e/;`);
    expect(local).toContain(`proxy_pass ${stub}/s/;`);
    expect(local).toContain(`proxy_pass ${stub}/array/;`);
    expect(local).not.toMatch(/^\s*proxy_pass https:/m);
    const byDefault = localSiteConfig(production, { root: '/tmp/site', port: 4312 });
    expect(byDefault).toContain(`proxy_pass ${RELAY_UPSTREAM}/e/;`);
  });

  it('the harness stops when a proxy is of an unknown kind, or one it needs is gone', () => {
    const options = { root: '/tmp/site', port: 4312 };
    expect(() =>
      localSiteConfig(
        production.replace('https://eu.i.posthog.com/s/', 'https://evil.example/s/'),
        options,
      ),
    ).toThrow('Unknown `proxy_pass https://evil.example/s/;`');
    expect(() =>
      localSiteConfig(production.replace('proxy_pass http://127.0.0.1:8025;', ''), options),
    ).toThrow('Expected one `proxy_pass` to the signup service, found 0');
    expect(() =>
      localSiteConfig(production.replace(/^\s*proxy_pass https:.*$/gm, ''), options),
    ).toThrow('Expected the analytics relay to PostHog, found none');
  });
});

it('the harness stops at a top-level statement it does not know, instead of dropping it', () => {
  const unknown = [
    'upstream kyrelo_leads { server 127.0.0.1:8025; }',
    'limit_conn_zone $binary_remote_addr zone=kyrelo_conn:10m;',
    'include /etc/nginx/snippets/kyrelo-extra.conf;',
  ];
  for (const statement of unknown) {
    const name = statement.split(' ')[0];
    expect(() =>
      localSiteConfig(`${production}\n${statement}\n`, { root: '/tmp/site', port: 4312 }),
    ).toThrow(`Unknown top-level statement \`${name}\``);
  }
  // A server without a root is dropped only when it is the redirect to https.
  const other = 'server {\n  listen 8443;\n  location / { proxy_pass http://127.0.0.1:9000; }\n}';
  expect(() => localSiteConfig(`${production}\n${other}\n`, { root: '/x', port: 4312 })).toThrow(
    'A server with no root that is not the redirect to https',
  );
});

describe('topLevelBlocks', () => {
  it('splits blocks and simple statements, skipping comments', () => {
    const text = [
      '# a comment; with { braces',
      'map $a $b {',
      '  default "x";  # } not the end',
      '}',
      'limit_req_zone $binary_remote_addr zone=z:1m rate=1r/s;',
      'server { location @x { return 429 \'{"message":"a; b }"}\'; } }',
    ].join('\n');
    expect(topLevelBlocks(text)).toEqual([
      'map $a $b {\n  default "x";  # } not the end\n}',
      'limit_req_zone $binary_remote_addr zone=z:1m rate=1r/s;',
      'server { location @x { return 429 \'{"message":"a; b }"}\'; } }',
    ]);
  });

  it('refuses an unterminated statement or an unbalanced brace', () => {
    expect(() => topLevelBlocks('limit_req_zone $binary_remote_addr zone=z:1m rate=1r/s')).toThrow(
      'Unbalanced braces or a stray statement',
    );
    expect(() => topLevelBlocks('map $a $b { default "x"; }\n}\nserver { }')).toThrow(
      'Unbalanced braces',
    );
    expect(() => topLevelBlocks('server { listen 80;')).toThrow('Unbalanced braces');
  });
});
