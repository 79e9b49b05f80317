import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Built and served with the repository's own next and react: Turbopack's root is the repository,
// whose node_modules hold them.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const nextConfig = {
  poweredByHeader: false,
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default nextConfig;
