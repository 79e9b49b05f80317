// A platform domain's raw SQL names only the tables its own schema.ts declares; another domain's
// data is reached through that domain's exported functions (ESLint already refuses importing
// another domain's Drizzle tables). db/ (the database's own: client, migrations) and seed/ (the
// demo data writer) write every table and are exempt.
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { PLATFORM, domainOf } from './platform-graph';

const EXEMPT = new Set(['db', 'seed']);

// Crossings not yet moved to their owner, as `file -> table`. The list only shrinks: a crossing not
// on it fails, and so does a listed one that no longer occurs.
const REMAINING: string[] = [];

/** Every table a domain's schema.ts declares, to its domain. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const domain of fs.readdirSync(PLATFORM)) {
    const schema = path.join(PLATFORM, domain, 'schema.ts');
    if (!fs.existsSync(schema)) continue;
    for (const [, table] of fs.readFileSync(schema, 'utf8').matchAll(/pgTable\(\s*['"]([a-z0-9_]+)['"]/g))
      owners.set(table, domain);
  }
  return owners;
}

/** Source without comments: block comments, and line comments not preceded by a `:` (a URL's `//`). */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const TABLE_REFERENCE = /\b(?:FROM|JOIN|UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+"?([a-z0-9_]+)"?/gi;

/** The tables another domain owns that a file's SQL names. */
export function foreignTables(source: string, domain: string, owners: Map<string, string>): string[] {
  const found = new Set<string>();
  for (const [, table] of withoutComments(source).matchAll(TABLE_REFERENCE)) {
    const owner = owners.get(table);
    if (owner && owner !== domain) found.add(table);
  }
  return [...found];
}

function domainSources(): string[] {
  return fs
    .readdirSync(PLATFORM, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && path.basename(f) !== 'schema.ts')
    .map((f) => path.join(PLATFORM, f))
    .filter((f) => {
      const domain = domainOf(f);
      return domain !== null && !EXEMPT.has(domain);
    });
}

describe('platform SQL', () => {
  const owners = tableOwners();

  it('reads the owners from the schema files', () => {
    expect(owners.get('carts')).toBe('cart');
    expect(owners.get('articles')).toBe('catalog');
    expect(foreignTables('const q = `SELECT 1 FROM carts c JOIN articles a ON true`;', 'order', owners)).toEqual([
      'carts',
      'articles',
    ]);
    expect(foreignTables('// read FROM carts\nconst q = `SELECT 1 FROM orders`;', 'order', owners)).toEqual([]);
  });

  it("names only the domain's own tables", () => {
    const crossings: string[] = [];
    for (const file of domainSources()) {
      const domain = domainOf(file)!;
      for (const table of foreignTables(fs.readFileSync(file, 'utf8'), domain, owners))
        crossings.push(`${path.relative(PLATFORM, file)} -> ${table} (owned by ${owners.get(table)})`);
    }
    const key = (c: string) => c.replace(/ \(owned by .*\)$/, '');
    expect(crossings.filter((c) => !REMAINING.includes(key(c)))).toEqual([]);
    expect(REMAINING.filter((r) => !crossings.some((c) => key(c) === r))).toEqual([]);
  });
});
