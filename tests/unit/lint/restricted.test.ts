import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The bans of eslint.config.mjs (zod only through @/content/zod, no next/link, configuration only
 * through lib/env.ts) hold for every spelling of the import or read, and leave the site's own
 * ways alone. Each snippet is linted as if it were a file of components/ unless it names another.
 */
const imports = {
  zod: "import { z } from 'zod';",
  'a zod subpath': "import { z } from 'zod/mini';",
  'a versioned zod subpath': "import * as z from 'zod/v4';",
  'a re-export of zod/mini': "export { z } from 'zod/mini';",
  'next/link': "import Link from 'next/link';",
  'next/link.js': "import Link from 'next/link.js';",
  'the link inside next/dist': "import Link from 'next/dist/client/link';",
  'the rest of next/dist': "import { x } from 'next/dist/shared/lib/utils';",
};

const syntax = {
  'process.env.X': 'export const x = process.env.NEXT_PUBLIC_X;',
  "process.env['X']": "export const x = process.env['NEXT_PUBLIC_X'];",
  'destructuring process.env':
    'const { NEXT_PUBLIC_X } = process.env;\nexport const x = NEXT_PUBLIC_X;',
  "process['env'].X": "export const x = process['env'].NEXT_PUBLIC_X;",
  'process.env spread': 'export const all = { ...process.env };',
  'env destructured from process': 'const { env } = process;\nexport const x = env.NEXT_PUBLIC_X;',
  'a lazy import of zod/mini': "export const load = () => import('zod/mini');",
  'a lazy import of next/link': "export const load = () => import('next/link');",
};

const allowed = [
  "import * as z from '@/content/zod';",
  "import * as zm from '@/content/zod-mini';",
  "import { useRouter } from 'next/navigation';",
  "import { env } from '@/lib/env';",
  "export const load = () => import('@/content/zod');",
  'export const schema = z.string();',
  'export const small = zm.string();',
  'export const site = env.siteUrl;',
  'export const useIt = useRouter;',
  'export const args = process.argv;',
].join('\n');

const exempt = {
  'content/zod.ts':
    "import { config } from 'zod';\nconfig({ jitless: true });\nexport * from 'zod';",
  'content/zod-mini.ts':
    "import { config } from 'zod/mini';\nconfig({ jitless: true });\nexport * from 'zod/mini';",
  'lib/env.ts': 'export const x = process.env.NEXT_PUBLIC_X;',
  'scripts/x.mjs': 'const { PORT } = process.env;\nexport const port = PORT;',
  'tests/unit/x.test.ts':
    "import { z } from 'zod/mini';\nexport const port = process['env'].PORT ?? z;",
};

const snippets = [
  ...Object.values(imports).map((code) => ({ code, filePath: 'components/x.tsx' })),
  ...Object.values(syntax).map((code) => ({ code, filePath: 'components/x.tsx' })),
  { code: allowed, filePath: 'components/x.tsx' },
  ...Object.entries(exempt).map(([filePath, code]) => ({ code, filePath })),
].map(({ code, filePath }) => ({ code: `${code}\n`, filePath }));

let broken: string[][] = [];

beforeAll(() => {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], {
    input: JSON.stringify(snippets),
    encoding: 'utf8',
  });
  broken = JSON.parse(output);
}, 60_000);

const rulesOf = (code: string, filePath = 'components/x.tsx') =>
  broken[snippets.findIndex((s) => s.code === `${code}\n` && s.filePath === filePath)];

describe('restricted imports and reads', () => {
  it.each(Object.entries(imports))('catches %s', (_, code) => {
    expect(rulesOf(code)).toContain('no-restricted-imports');
  });

  it.each(Object.entries(syntax))('catches %s', (_, code) => {
    expect(rulesOf(code)).toContain('no-restricted-syntax');
  });

  it("lets the site's own ways through", () => {
    expect(rulesOf(allowed)).toEqual([]);
  });

  it.each(Object.entries(exempt))('keeps the exemption of %s', (filePath, code) => {
    expect(rulesOf(code, filePath)).toEqual([]);
  });
});
