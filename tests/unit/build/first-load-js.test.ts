import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  budgetProblems,
  firstLoadJs,
  firstLoadScripts,
  lazyOnly,
  nowhere,
} from '../../../scripts/build/first-load-js.mjs';
import {
  FIRST_LOAD_BUDGETS_KIB,
  FIRST_LOAD_MEASURED_KIB,
  MARGINS,
} from '../../../scripts/lib/budgets.mjs';

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head>${scripts.join('')}</head><body></body></html>`;
const script = (src: string, attrs = '') => `<script src="${src}"${attrs} async=""></script>`;

/** Incompressible filler (base64 of random bytes gzips to about three quarters of its length). */
const randomText = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

let root: string;

async function write(file: string, body: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), body);
}

/** One lazily loaded chunk per guarded library, so every marker is found somewhere. */
async function writeLazyChunks() {
  for (const [i, { marker }] of lazyOnly.entries()) {
    await write(`_next/static/chunks/lazy-${i}.js`, `console.log(${JSON.stringify(marker)})`);
  }
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'first-load-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

test('a page loads its same-origin scripts once each, without the noModule polyfill', () => {
  const html = page(
    script('/_next/static/chunks/a.js'),
    script('/_next/static/chunks/a.js'),
    script('/_next/static/chunks/polyfill.js', ' noModule=""'),
    script('https://cdn.example.com/x.js'),
    '<script type="application/ld+json">{}</script>',
  );
  expect(firstLoadScripts(html)).toEqual(['/_next/static/chunks/a.js']);
});

test('sizes are the gzip total per route, routes named as the server serves them', async () => {
  await write('_next/static/chunks/shared.js', randomText(20 * 1024));
  await write('index.html', page(script('/_next/static/chunks/shared.js')));
  await write('legal/terms.html', page(script('/_next/static/chunks/shared.js')));
  const rows = await firstLoadJs(root);
  expect(rows.map((row) => row.route)).toEqual(['/', '/legal/terms']);
  expect(rows[0]!.kib).toBeGreaterThan(12);
  expect(rows[0]!.kib).toBeLessThan(21);
});

test('a route over its budget, or loading a lazy-only library up front, is a problem', async () => {
  await writeLazyChunks();
  await write('_next/static/chunks/big.js', randomText(210 * 1024));
  await write('_next/static/chunks/zod-in-page.js', 'throw new ZodError()');
  await write('index.html', page());
  await write('pricing.html', page(script('/_next/static/chunks/big.js')));
  await write('features.html', page(script('/_next/static/chunks/zod-in-page.js')));

  const { problems } = await budgetProblems(root);
  expect(problems).toEqual([
    expect.stringMatching(
      new RegExp(
        `^/pricing: 1\\d\\d\\.\\d\\d KiB over its ${FIRST_LOAD_BUDGETS_KIB.default.toFixed(1)} KiB budget$`,
      ),
    ),
    expect.stringMatching(/^\/features: loads zod up front/),
  ]);
});

test('each budget is the size measured when it was set plus the margin, rounded up to a tenth', () => {
  expect(FIRST_LOAD_BUDGETS_KIB).toEqual({
    default: Math.ceil((FIRST_LOAD_MEASURED_KIB.default + MARGINS.firstLoadKiB) * 10) / 10,
    byRoute: { '/': Math.ceil((FIRST_LOAD_MEASURED_KIB.home + MARGINS.firstLoadKiB) * 10) / 10 },
  });
  expect(FIRST_LOAD_BUDGETS_KIB.default - FIRST_LOAD_MEASURED_KIB.default).toBeGreaterThanOrEqual(
    MARGINS.firstLoadKiB,
  );
});

test('a marker found in no chunk at all fails, so a stale marker cannot pass silently', async () => {
  await write('index.html', page());
  const { problems } = await budgetProblems(root);
  expect(problems).toHaveLength(lazyOnly.length);
  expect(problems[0]).toMatch(/marker .* is in no chunk/);
});

test("a chunk holding zod's translations, lazy or not, is a problem", async () => {
  await writeLazyChunks();
  await write('index.html', page());
  await write(
    '_next/static/chunks/zod-whole.js',
    `const de = ${JSON.stringify(nowhere[0]!.marker)};`,
  );
  const { problems } = await budgetProblems(root);
  expect(problems).toEqual([
    `/_next/static/chunks/zod-whole.js: holds zod's translations ("${nowhere[0]!.marker}")`,
  ]);
});

test("the translations' marker is zod's own, so it cannot go stale unnoticed", async () => {
  const { readFile } = await import('node:fs/promises');
  const german = await readFile(require.resolve('zod/v4/locales/de.js'), 'utf8');
  expect(german).toContain(nowhere[0]!.marker);
});
