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
 * scenes/ (the product windows the home page and the product pages draw) and the modal openers components/modals/open-*-button.tsx. A piece two features need moves to
 * one of those, or to lib/, instead of being imported from the other feature.
 */
const sharedComponents = [
  './ui',
  './seo',
  './cta',
  './booking',
  './scenes',
  './modals/open-modal-button.tsx',
  './modals/open-video-button.tsx',
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
    message: 'content/ imports no package but zod (through content/zod.ts).',
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

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'no-restricted-imports': [
        'error',
        {
          name: 'zod',
          message: 'Import z from @/content/zod: it turns off the eval probe the CSP reports.',
        },
        {
          name: 'next/link',
          message:
            'Write a plain <a>: components/layout/link-navigation.tsx navigates in place for every in-site link.',
        },
      ],
      // Plain anchors are the site's links (see the next/link entry above), so this rule's advice is the opposite of ours.
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.object.name='process'][object.property.name='env']",
          message: 'Read configuration through lib/env.ts.',
        },
      ],
    },
  },
  {
    files: ['content/zod.ts', 'tests/**'],
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
    'outbox/**',
    'bench/.work/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
