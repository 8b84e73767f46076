import createMDX from '@next/mdx';
import type { NextConfig } from 'next';
import { deployTarget } from './lib/env-defaults.mjs';

const nextConfig: NextConfig = {
  output: 'export',
  // With `output: 'export'` a custom distDir names the export folder (build files stay in .next).
  // `npm run build` exports to a staging folder this way, which replaces out/ once every step has
  // passed (scripts/build/build.mjs); so does the end-to-end tests' second build, with analytics
  // and error reporting configured, for out-configured/ (scripts/build/build-configured.mjs).
  distDir: process.env.NEXT_EXPORT_DIR || '.next',
  // Static hosts serve `/features` from `features.html`; keep URLs without a trailing slash.
  trailingSlash: false,
  // No image optimisation server exists in a static export.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Cloudflare Pages' build image sets CF_PAGES=1: such a build defaults to the site's own
  // functions (lib/env-defaults.mjs). Passed on under a NEXT_PUBLIC_ name so the client gets it too.
  env: { NEXT_PUBLIC_DEPLOY_TARGET: deployTarget(process.env) },
  // Content is checked with zod where pages are built; browser bundles get the checked objects
  // and a zod that builds nothing (content/zod-browser.ts says why that is safe).
  turbopack: {
    resolveAlias: { '@/content/zod': { browser: './content/zod-browser.ts' } },
  },
};

// Blog posts (content/blog/*.mdx) compile to server components. Plugins are named, not imported:
// Turbopack passes the options to its loader as data. remark-frontmatter drops the YAML block
// (lib/blog/front-matter.ts reads and checks it); remark-gfm gives tables.
const withMDX = createMDX({
  options: {
    remarkPlugins: [
      ['remark-frontmatter', ['yaml']],
      ['remark-gfm', {}],
    ],
  },
});

export default withMDX(nextConfig);
