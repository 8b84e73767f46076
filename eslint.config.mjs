import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Dependencies point one way: app/ → components/ → lib/ → content/, so copy can be checked (and
 * read) without the code that shows it, and a page can be rebuilt from parts that know nothing of
 * pages. Inside components/, ui/ holds primitives that know no feature. Every other folder is a
 * feature and may use, besides its own files, only the shared folders: ui/, seo/, cta/ (the trial
 * and demo calls to action), booking/ (the booking pieces /free-demo and the dialog both show),
 * scenes/ (the product windows the home page and the product pages draw), the modal openers
 * components/modals/open-*-button.tsx and the video's dialog (components/modals/video-dialog.tsx,
 * which the hero renders beside its opener). A piece two features need moves to one of those, or
 * to lib/, instead of being imported from the other feature.
 */
const sharedComponents = [
  './ui',
  './seo',
  './cta',
  './booking',
  './scenes',
  './modals/open-modal-button.tsx',
  './modals/open-video-button.tsx',
  './modals/video-dialog.tsx',
];
const componentFolders = readdirSync(new URL('./components', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: './content',
    from: ['./app', './components', './lib', './scripts'],
    message: 'content/ is data: it imports only content/.',
  },
  {
    target: './content',
    from: './node_modules',
    except: ['./zod'],
    message:
      'content/ imports no package but zod (through content/zod.ts and content/zod-mini.ts).',
  },
  { target: './lib', from: ['./app', './components'], message: 'lib/ must not import UI.' },
  { target: './components', from: './app', message: 'components/ must not import app/.' },
  ...componentFolders.map((folder) =>
    folder === 'ui'
      ? {
          target: './components/ui',
          from: './components',
          except: ['./ui'],
          message: 'components/ui/ holds primitives: it imports no feature folder.',
        }
      : {
          target: `./components/${folder}`,
          from: './components',
          except: [...new Set([`./${folder}`, ...sharedComponents])],
          message:
            'A feature imports only its own files and ui/, seo/, cta/, booking/ or a modal opener.',
        },
  ),
];

const zodMessage =
  "Import zod as `import * as z from '@/content/zod'` (or '@/content/zod-mini' in browser code): they turn off the eval probe the CSP reports.";
const linkMessage =
  'Write a plain <a>: components/layout/link-navigation.tsx navigates in place for every in-site link.';

/** The bare names; `patterns` below catches what a name alone lets through. */
const restrictedPaths = [
  { name: 'zod', message: zodMessage },
  { name: 'next/link', message: linkMessage },
];

/**
 * A subpath reaches the same code past the bare name: zod/mini, zod/v4 and zod/v4/core are zod
 * (with the same eval probe), and next/link.js or next/dist/client/link.js is next/link. The rest
 * of next/dist is Next's private build output, which app code has no business importing either.
 */
const restrictedPatterns = [
  { regex: '^zod/', message: zodMessage },
  { regex: '^next/link[./]', message: linkMessage },
  {
    regex: '^next/dist(/|$)',
    message: `next/dist is Next's private build output: import a public entry (next/navigation, ...). ${linkMessage}`,
  },
];

/**
 * Every way to reach process.env, not only `process.env.X`: the object itself (destructured,
 * passed on or indexed, `process.env['X']`), `process['env']`, and `env` destructured from
 * process. Next inlines only the literal `process.env.NEXT_PUBLIC_X`, so any other read is
 * undefined in the browser; lib/env.ts reads each variable that way and validates it.
 */
const processEnvReads = [
  "MemberExpression[object.name='process'][property.name='env'][computed=false]",
  "MemberExpression[object.name='process'][property.value='env']",
  "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
].map((selector) => ({ selector, message: 'Read configuration through lib/env.ts.' }));

/**
 * no-restricted-imports reads static imports only; the same names loaded lazily with import().
 * (\x2F is `/`: a selector's regular expression may not contain a slash.)
 */
const lazyRestrictedImport = {
  selector: String.raw`ImportExpression[source.value=/^(zod|next\x2Flink|next\x2Fdist)(\x2F|\.|$)/]`,
  message:
    'zod, next/link and next/dist are banned however they load: import * as z from @/content/zod, write a plain <a>, use next/navigation.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'no-restricted-imports': ['error', { paths: restrictedPaths, patterns: restrictedPatterns }],
      // Plain anchors are the site's links (see the next/link entry above), so this rule's advice is the opposite of ours.
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-syntax': ['error', ...processEnvReads, lazyRestrictedImport],
    },
  },
  {
    // The trial form's code, loaded on intent, reads content/trial-copy.ts: a validated content
    // module brings its schemas and the content it reads along (in the browser they are built by
    // content/zod-browser.ts, which checks nothing, so they are only weight).
    files: ['components/modals/trial-form-controller.ts', 'lib/trial/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...restrictedPaths,
            ...['@/content/trial', '@/content/zod'].map((name) => ({
              name,
              message:
                "The trial form's browser code reads content/trial-copy.ts and validates with '@/content/zod-mini'.",
            })),
          ],
          patterns: restrictedPatterns,
        },
      ],
    },
  },
  {
    files: ['content/zod.ts', 'content/zod-mini.ts', 'tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['lib/env.ts', 'scripts/**', 'playwright.config.ts', 'tests/**', '*.config.*'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-configured/**',
    // Staging and scratch exports beside them (scripts/build/export-swap.mjs).
    'out.*/**',
    'out-configured.*/**',
    'outbox/**',
    'bench/.work/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    // Wrangler's scratch files, written while the Pages runtime test runs.
    '**/.wrangler/**',
  ]),
]);
