// The storefront's domain folders (lib/<domain>/ and components/<domain>/) depend on each other in
// one direction only: a cycle (cart -> user -> cart) means one of them holds code that belongs to
// neither (a shared module) or to the other. The graph is read from the source's import lines.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const IMPORT = /(?:from|import|import\()\s*['"]([^'"]+)['"]/g;

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

/** The repository path an import names, or null for a package. */
function target(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(from), specifier);
  return null;
}

/** `lib/cart/data.ts` -> `cart`; a loose file at the top is its own node (`lib/format.ts` -> `format`). */
function domainOf(top: string, file: string): string | null {
  if (!file.startsWith(`${top}/`)) return null;
  const parts = file.slice(top.length + 1).split('/');
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.(ts|tsx)$/, '');
}

function domainGraph(top: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files(top)) {
    const from = domainOf(top, file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT)) {
      const resolved = target(file, match[1]);
      const to = resolved && domainOf(top, resolved);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle's path, each found once from its first node in sorted order (`cart -> user -> cart`). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const nodes = [...graph.keys()].sort();
  nodes.forEach((start, index) => {
    const allowed = new Set(nodes.slice(index));
    const walk = (node: string, trail: string[]) => {
      for (const next of [...(graph.get(node) ?? [])].sort()) {
        if (next === start) found.push([...trail, start].join(' -> '));
        else if (allowed.has(next) && !trail.includes(next)) walk(next, [...trail, next]);
      }
    };
    walk(start, [start]);
  });
  return found;
}

describe.each(['lib', 'components'])('%s/ domains', (top) => {
  it('import each other without a cycle', () => {
    const found = cycles(domainGraph(top));
    if (found.length > 0) console.log(`${top}/ domain cycles:\n${found.join('\n')}`);
    expect(found).toEqual([]);
  });
});

it('lib/ holds domain folders only, no loose file', () => {
  const loose = fs.readdirSync(path.join(ROOT, 'lib'), { withFileTypes: true }).filter((entry) => !entry.isDirectory());
  expect(loose.map((entry) => entry.name)).toEqual([]);
});
