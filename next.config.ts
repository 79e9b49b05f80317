import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg'],
  poweredByHeader: false,
  // The API and the spec's routes use trailing slashes inconsistently; a redirect would break
  // request signatures, so both forms are served as they come.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // Server actions take multipart forms with photos: a return's quality-check images, at most 3
  // (QC_PHOTOS_MAX in contract/order.ts) of at most 5 MiB each (UPLOAD_RULES.maxBytes in
  // contract/types/file-storage.ts), plus the form's fields. Next's default is 1 MB.
  experimental: { serverActions: { bodySizeLimit: '16mb' } },
  // The build checks the app's own code; tests, benchmarks and scripts are checked by `npm test`.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  outputFileTracingIncludes: { '/**': ['./platform/db/migrations/**'] },
};

export default nextConfig;
