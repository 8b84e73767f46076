import { readFileSync } from 'node:fs';
import path from 'node:path';
import { leadSettingsFromEnv } from '@/lib/leads/config.mjs';
import { messages } from '@/lib/leads/contract.mjs';
import {
  LEADS_PORT,
  SITE_CONF,
  localSiteConfig,
  topLevelBlocks,
} from '../../../scripts/servers/nginx.mjs';

/**
 * The local copy of deploy/nginx/kyrelo.conf the nginx project runs: only the listen address, the
 * name, the root and the signup service's port differ from production.
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
const local = localSiteConfig(production, { root: '/tmp/site', port: 4312, leadsPort: 4315 });

it('production sends /send-email, and only that, to the signup service on its fixed port', () => {
  expect(production.match(/proxy_pass /g)).toHaveLength(1);
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
  // Pages are never limited.
  expect(production.match(/^\s*limit_req /gm)).toHaveLength(1);
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
  expect(local).not.toMatch(/ssl_/);
  // The port 80 redirect stays production's.
  expect(local).not.toContain('return 301');
});

it('the local copy keeps every http-level statement of the production file', () => {
  const kept = topLevelBlocks(local);
  for (const statement of topLevelBlocks(production)) {
    if (!statement.startsWith('server')) expect(kept).toContain(statement);
  }
  expect(kept.filter((statement) => statement.startsWith('map '))).toHaveLength(2);
  expect(kept.filter((statement) => statement.startsWith('limit_req_zone '))).toHaveLength(1);
  expect(local).toContain('limit_req zone=kyrelo_signup burst=10 nodelay;');
  expect(local).toContain('location @kyrelo_signup_limited {');
  expect(local).toContain('location @kyrelo_signup_too_large {');
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
