import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // Static hosts serve `/features` from `features.html`; keep URLs without a trailing slash.
  trailingSlash: false,
  // No image optimisation server exists in a static export.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
