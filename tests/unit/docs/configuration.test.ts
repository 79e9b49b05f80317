// An operator learns what can be configured from the docs alone: every environment variable the
// shop, its platform, its scripts and its benches read is documented in the README or in
// docs/CONFIGURATION.md.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const SOURCES = [
  'app',
  'lib',
  'platform',
  'server',
  'scripts',
  'common',
  'contract',
  'bench',
  'proxy.ts',
  'next.config.ts',
  'instrumentation.ts',
];
// Set by the runtime or by the shop itself for a library, never by an operator.
const NOT_CONFIGURATION = new Set([
  'NODE_ENV',
  'CI',
  'NEXT_RUNTIME',
  'STOREFRONT_SHOP_SERVER',
  'SKIP_KEYSPACE_CONFIG_CHECK',
]);
const NAME = '([A-Z][A-Z0-9_]+)';
const READS = [
  new RegExp(`process\\.env\\.${NAME}`, 'g'),
  new RegExp(`process\\.env\\[['"]${NAME}['"]\\]`, 'g'),
  new RegExp(`\\benv\\.${NAME}`, 'g'),
  // Helpers that read a variable by name, and constants that hold a variable's name.
  new RegExp(`\\b(?:seconds|numberFrom)\\(\\s*['"]${NAME}['"]`, 'g'),
  new RegExp(`\\b[A-Z][A-Z0-9_]*_ENV\\s*=\\s*['"]${NAME}['"]`, 'g'),
  // Keys of an environment schema (`NAME: z.…`) or of the admission gates' (`NAME: whole(…)`).
  new RegExp(`^\\s+${NAME}: (?:z\\.|whole\\()`, 'gm'),
];

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return (
    fs
      .readdirSync(full, { recursive: true, encoding: 'utf8' })
      // Build output (bench/empty-next/.next) holds Next's own code, not the shop's.
      .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !/(^|[\\/])(node_modules|\.next)([\\/]|$)/.test(f))
      .map((f) => path.join(full, f))
  );
}

function variablesRead(): string[] {
  const names = new Set<string>();
  for (const file of SOURCES.flatMap(files)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const read of READS) for (const m of text.matchAll(read)) names.add(m[1]);
  }
  return [...names].filter((n) => !NOT_CONFIGURATION.has(n)).sort();
}

const documented = ['README.md', 'docs/CONFIGURATION.md']
  .map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8'))
  .join('\n');

it('finds the variables the code reads (the patterns still match)', () => {
  expect(variablesRead()).toEqual(
    expect.arrayContaining([
      'DATABASE_URL',
      'SESSION_TTL_SECONDS',
      'MAX_PAGE_RENDERS',
      'REVALIDATE_SECRET',
      'PAGE_CACHE',
      'RAZORPAY_KEY_ID',
    ]),
  );
});

it('documents every variable the code reads', () => {
  const undocumented = variablesRead().filter((n) => !new RegExp('`' + n + '`').test(documented));
  expect(undocumented).toEqual([]);
});
