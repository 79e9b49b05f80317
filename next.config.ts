import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
  outputFileTracingIncludes: { '/**': ['./platform/db/migrations/**'] },
};

export default nextConfig;
