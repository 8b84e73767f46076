import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // With `output: 'export'` a custom distDir names the export folder (build files stay in .next).
  // The end-to-end tests export a second build, with analytics and error reporting configured, to
  // another folder this way (scripts/build/build-configured.mjs).
  distDir: process.env.NEXT_EXPORT_DIR || '.next',
  // Static hosts serve `/features` from `features.html`; keep URLs without a trailing slash.
  trailingSlash: false,
  // No image optimisation server exists in a static export.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
