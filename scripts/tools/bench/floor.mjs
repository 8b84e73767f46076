// The framework floor: a scratch Next.js app with one bare page and the site's export config,
// built with the project's own next, react and react-dom. It has no stylesheet: a site's own CSS
// is part of what it adds, so the floor is React and the Next.js runtime alone, the fastest a page
// of this framework can be. Everything the site adds is measured against it (bench/report.md).
import { readFileSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMain, projectRoot, run } from '../../lib/common.mjs';
import { firstLoadJs } from '../../build/first-load-js.mjs';

/** The same export settings as next.config.ts, minus the site's own distDir switch. */
const NEXT_CONFIG = `export default {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};
`;

const LAYOUT = `export const metadata = {
  title: 'Framework floor',
  description: 'A bare Next.js page: the cost of React and the Next.js runtime alone.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>This page holds nothing but the framework: React 19 and the Next.js runtime.</p>
    </main>
  );
}
`;

/**
 * Writes and builds the floor app under `dir` (emptied first); returns its static export.
 *
 * @param {string} dir
 */
export async function buildFloor(dir) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'app'), { recursive: true });
  await writeFile(path.join(dir, 'next.config.mjs'), NEXT_CONFIG);
  await writeFile(path.join(dir, 'app/layout.jsx'), LAYOUT);
  await writeFile(path.join(dir, 'app/page.jsx'), PAGE);
  await writeFile(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  run(path.join(projectRoot, 'node_modules/.bin/next'), ['build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return path.join(dir, 'out');
}

/**
 * `npm run bench:floor`: builds the floor in bench/.work/floor and prints its first-load
 * JavaScript with the next and react it was built with: the figures `FLOOR_FIRST_LOAD` in
 * scripts/lib/budgets.mjs holds.
 */
if (isMain(import.meta.filename)) {
  const out = await buildFloor(path.join(projectRoot, 'bench/.work/floor'));
  const [row] = await firstLoadJs(out);
  const version = (/** @type {string} */ name) =>
    /** @type {{ version: string }} */ (
      JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8'))
    ).version;
  if (!row) throw new Error(`no page in ${out}`);
  console.log(
    `FLOOR_FIRST_LOAD = { kib: ${row.kib.toFixed(1)}, next: '${version('next')}', ` +
      `react: '${version('react')}' }`,
  );
}
