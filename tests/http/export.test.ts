import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  descriptionFetchedByLoader,
  firstPaintProblems,
  scriptsStartedAfterPaint,
} from '../../scripts/build/first-paint.mjs';
import { htmlFiles } from '../../scripts/lib/common.mjs';
import { labelled } from './checks';
import { pagePolicy } from './policy';
import { inlineScriptHashes } from '@/lib/security/page-policy.mjs';

/**
 * What `npm run build` (and `npm run build:configured`) promises of every page it exports, read
 * from the files themselves (not from hand-written HTML): each page paints from its HTML alone,
 * starts its framework scripts through the loader, and its policy allows exactly its inline
 * scripts. A Next upgrade that slips past the build's own check, or a build step left out, fails here.
 */
describe.each(['out', 'out-configured'])('every page of %s/', (folder) => {
  const root = path.resolve(folder);
  let pages: { name: string; html: string }[] = [];
  beforeAll(async () => {
    pages = (await htmlFiles(root)).map((file: string) => ({
      name: path.relative(root, file),
      html: readFileSync(file, 'utf8'),
    }));
  });

  test('paints from its HTML: stylesheet inlined, framework scripts and description fetched by the loader', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(19);
    for (const { name, html } of pages) {
      await labelled(name, async () => {
        expect(firstPaintProblems(html)).toEqual([]);
        const css = html.match(
          /<style>((?:(?!<\/style>)[\s\S])*)<\/style><link rel="stylesheet" href="([^"]+)"/,
        );
        await labelled('inlined rules', () => expect(css?.[1]?.length ?? 0).toBeGreaterThan(2000));
        const full = readFileSync(path.join(root, css?.[2] ?? ''), 'utf8');
        await labelled('only the rules its HTML can use', () =>
          expect(css?.[1]?.length).toBeLessThan(full.length),
        );
        for (const src of scriptsStartedAfterPaint(html) as string[]) {
          await labelled(src, () => expect(existsSync(path.join(root, src))).toBe(true));
        }
        // Its description, out of the HTML, is a file of the export the loader fetches.
        const description: string | null = descriptionFetchedByLoader(html);
        expect(description).toMatch(/^\/[\w/-]+\.txt$/);
        await labelled(String(description), () =>
          expect(existsSync(path.join(root, description ?? ''))).toBe(true),
        );
      });
    }
  });

  test("allows each of its inline scripts, the loader's included, by hash and nothing else", async () => {
    for (const { name, html } of pages) {
      const scriptSrc = pagePolicy(html)['script-src'] ?? [];
      const hashes = inlineScriptHashes(html);
      await labelled(name, () => {
        expect(hashes.length).toBeGreaterThan(1);
        for (const hash of hashes) expect(scriptSrc).toContain(hash);
        expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(
          hashes.length,
        );
        expect(scriptSrc).not.toContain("'unsafe-inline'");
      });
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
