// npx tsx scripts/react-runtime.ts: rewrites lib/security/react-runtime.ts from the React build
// Next renders with, after a Next upgrade changes it (tests/unit/server/react-runtime.test.ts says so).
import fs from 'node:fs';
import path from 'node:path';
import { nextReactRuntime } from '../tests/unit/server/next-react-runtime';

const target = path.join(process.cwd(), 'lib/security/react-runtime.ts');
const header = `// React's streaming runtime: the inline function texts React writes into a streamed page
// (\`$RC=function…\`, the form replay…), learnt from the React build Next renders with. The
// Content-Security-Policy hashes an inline script that is these texts followed by runtime calls
// (content-security-policy.ts, isRendererScript). Written by scripts/react-runtime.ts;
// tests/unit/server/react-runtime.test.ts fails when Next's build writes other texts.
`;
const body = `export const REACT_RUNTIME: readonly string[] = [\n${nextReactRuntime()
  .map((piece) => `  ${JSON.stringify(piece)},\n`)
  .join('')}];\n`;
fs.writeFileSync(target, header + body);
console.log(`${path.relative(process.cwd(), target)}: ${nextReactRuntime().length} texts`);
