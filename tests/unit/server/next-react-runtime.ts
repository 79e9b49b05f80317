// The streaming runtime texts of the React builds Next ships (both release channels, every server
// build), read from Next's package: for the test that holds lib/security/react-runtime.ts to them.
import fs from 'node:fs';
import path from 'node:path';
import { reactRuntimePieces } from '../../../lib/security/content-security-policy';

export function nextReactRuntime(): string[] {
  const compiled = path.join(path.dirname(require.resolve('next/package.json')), 'dist', 'compiled');
  const pieces = new Set<string>();
  for (const channel of ['react-dom', 'react-dom-experimental']) {
    const dir = path.join(compiled, channel, 'cjs');
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((f) => /^react-dom-server\..*production\.js$/.test(f))) {
      for (const piece of reactRuntimePieces(fs.readFileSync(path.join(dir, file), 'utf8'))) pieces.add(piece);
    }
  }
  return [...pieces].sort((a, b) => b.length - a.length);
}
