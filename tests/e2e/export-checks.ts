import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { pagePolicy, scriptHashesOf } from './policy-watch';

// Playwright compiles specs to CommonJS; a dynamic import() keeps the .mjs modules real ESM.
const loadFirstPaint = () => import('../../scripts/build/first-paint.mjs');
const loadCommon = () => import('../../scripts/lib/common.mjs');

/**
 * What `npm run build` promises of every page it exports, read from the files themselves (not
 * from hand-written HTML): each page paints from its HTML alone, starts its framework scripts
 * through the loader, and its policy allows exactly its inline scripts. A Next upgrade that slips
 * past the build's own check, or a build step left out, fails here.
 */
export function describeExport(folder: string) {
  const root = path.resolve(folder);

  test.describe(`every page of ${folder}/`, () => {
    let pages: { name: string; html: string }[] = [];
    test.beforeAll(async () => {
      const { htmlFiles } = await loadCommon();
      pages = (await htmlFiles(root)).map((file: string) => ({
        name: path.relative(root, file),
        html: readFileSync(file, 'utf8'),
      }));
    });

    test('paints from its HTML: stylesheet inlined, framework scripts and description fetched by the loader', async () => {
      const { descriptionFetchedByLoader, firstPaintProblems, scriptsStartedAfterPaint } =
        await loadFirstPaint();
      expect(pages.length).toBeGreaterThanOrEqual(19);
      for (const { name, html } of pages) {
        expect(firstPaintProblems(html), name).toEqual([]);
        const css = html.match(
          /<style>((?:(?!<\/style>)[\s\S])*)<\/style><link rel="stylesheet" href="([^"]+)"/,
        );
        expect(css?.[1]?.length ?? 0, `${name}: inlined rules`).toBeGreaterThan(2000);
        const full = readFileSync(path.join(root, css?.[2] ?? ''), 'utf8');
        expect(css?.[1]?.length, `${name}: only the rules its HTML can use`).toBeLessThan(
          full.length,
        );
        for (const src of scriptsStartedAfterPaint(html) as string[])
          expect(existsSync(path.join(root, src)), `${name}: ${src}`).toBe(true);
        // Its description, out of the HTML, is a file of the export the loader fetches.
        const description: string | null = descriptionFetchedByLoader(html);
        expect(description, `${name}: page description`).toMatch(/^\/[\w/-]+\.txt$/);
        expect(existsSync(path.join(root, description ?? '')), `${name}: ${description}`).toBe(
          true,
        );
      }
    });

    test("allows each of its inline scripts, the loader's included, by hash and nothing else", async () => {
      for (const { name, html } of pages) {
        const scriptSrc = pagePolicy(html)['script-src'] ?? [];
        const hashes: string[] = await scriptHashesOf(html);
        expect(hashes.length, name).toBeGreaterThan(1);
        for (const hash of hashes) expect(scriptSrc, name).toContain(hash);
        expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(
          hashes.length,
        );
        expect(scriptSrc, name).not.toContain("'unsafe-inline'");
      }
    });

    test("ships no content schemas: the browser's @/content/zod is the stand-in", () => {
      // `removeDefault` is a method only zod's classic schemas define (zod/mini has none), so a
      // chunk carrying it means Turbopack stopped applying next.config.ts's `browser` alias.
      const chunks = path.join(root, '_next/static/chunks');
      const withClassicZod = readdirSync(chunks)
        .filter((file) => file.endsWith('.js'))
        .filter((file) => readFileSync(path.join(chunks, file), 'utf8').includes('removeDefault'));
      expect(withClassicZod).toEqual([]);
    });
  });
}
