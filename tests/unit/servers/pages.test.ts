import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGES_CONFIG_DIR, pagesDevArgs, pagesDevEnv } from '../../../scripts/servers/pages.mjs';

/**
 * scripts/servers/pages.mjs and wrangler.toml: the Cloudflare Pages runtime the
 * `pages` Playwright project serves the export with (the project itself checks what it answers).
 */
const root = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const config = read('wrangler.toml');
const setting = (name: string) => config.match(new RegExp(`^${name} = "?([^"\\n]*)"?$`, 'm'))?.[1];

it('the runtime is started with the project file, on loopback, with its state in the temp folder', () => {
  const args = pagesDevArgs({ root: 'out', port: 4313, stateDir: '/tmp/kyrelo-pages-4313' });
  expect(args.slice(0, 3)).toEqual(['pages', 'dev', path.resolve('out')]);
  expect(args.join(' ')).toContain(`--cwd ${PAGES_CONFIG_DIR} --ip 127.0.0.1 --port 4313`);
  expect(args.join(' ')).toContain('--persist-to /tmp/kyrelo-pages-4313');
  expect(PAGES_CONFIG_DIR).toBe(root);
});

it('sends no usage reports and fetches nothing from Cloudflare', () => {
  const env = pagesDevEnv({ ...process.env, PATH: '/usr/bin' }, '/tmp/state');
  expect(env).toMatchObject({
    PATH: '/usr/bin',
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG_PATH: path.join('/tmp/state', 'logs'),
  });
  expect(setting('send_metrics')).toBe('false');
});

it('wrangler.toml serves out/ at a fixed date the pinned runtime supports', () => {
  expect(path.resolve(PAGES_CONFIG_DIR, setting('pages_build_output_dir') ?? '')).toBe(
    path.join(root, 'out'),
  );
  const date = setting('compatibility_date') ?? '';
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // workerd's version is 1.YYYYMMDD.n: a compatibility date after it refuses to start.
  const workerd = JSON.parse(read('node_modules/workerd/package.json')) as { version: string };
  const runtimeDate = workerd.version.split('.')[1]?.replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3');
  expect(date <= (runtimeDate ?? '')).toBe(true);
});

it('wrangler is pinned to one version', () => {
  const { devDependencies } = JSON.parse(read('package.json')) as {
    devDependencies: Record<string, string>;
  };
  expect(devDependencies.wrangler).toMatch(/^\d+\.\d+\.\d+$/);
});

it("passes the functions' settings on as bindings, only those that are set", () => {
  const args = pagesDevArgs({
    root: 'out',
    port: 4313,
    stateDir: '/tmp/state',
    env: {
      MAIL_PROVIDER: 'postmark',
      MAIL_API_KEY: 'k',
      HOME: '/root',
      COUNTRY_TEST_HEADER: 'x-c',
      NEXT_PUBLIC_POSTHOG_HOST: 'http://127.0.0.1:4314/posthog',
    },
  });
  const bindings = args.flatMap((arg, i) => (args[i - 1] === '--binding' ? [arg] : []));
  expect(bindings).toEqual([
    'MAIL_PROVIDER=postmark',
    'MAIL_API_KEY=k',
    'COUNTRY_TEST_HEADER=x-c',
    // Where functions/relay/ sends analytics.
    'NEXT_PUBLIC_POSTHOG_HOST=http://127.0.0.1:4314/posthog',
  ]);
});

it('wrangler.toml binds the LEADS store the signup endpoint keeps leads and rate counts in', () => {
  expect(config).toMatch(/\[\[kv_namespaces\]\]\nbinding = "LEADS"\nid = "[0-9a-f]{32}"/);
});
