import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { FORM_BODY_LIMIT } from './common/bounded-body';
import { developmentHeaders, refuseWithoutShopServer } from './server/run-mode';
// Relative imports only: the config is loaded without the app's `@/` paths.
import { parseAllowedOrigins } from './lib/theme/editor-protocol';

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg'],
  poweredByHeader: false,
  // The API and the spec's routes use trailing slashes inconsistently; a redirect would break
  // request signatures, so both forms are served as they come.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // Server actions take multipart forms with photos (FORM_BODY_LIMIT). Where proxy.ts runs, Next
  // first copies the body for it and cuts it at proxyClientMaxBodySize (10 MB by default): a
  // return's photos on /profile/... would arrive cut. A larger declared body is refused before
  // Next reads it (server/page-request-guard.ts).
  experimental: { serverActions: { bodySizeLimit: FORM_BODY_LIMIT }, proxyClientMaxBodySize: FORM_BODY_LIMIT },
  // The build checks the app's own code; tests, benchmarks and scripts are checked by `npm test`.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  outputFileTracingIncludes: { '/**': ['./platform/db/migrations/**'] },
};

// In production Next runs only behind server/main.ts (`npm start`), which adds the security
// headers and request guards; `next dev` gets the fixed headers and a development policy here.
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_SERVER) refuseWithoutShopServer();
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  const editorOrigins = parseAllowedOrigins(process.env.EDITOR_ORIGINS);
  return { ...nextConfig, headers: async () => developmentHeaders(editorOrigins) };
}
