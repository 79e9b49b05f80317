// The import graph between the platform's domains, read from the source: every import specifier of
// every platform/**/*.ts file (static, re-export and dynamic `import()`, type-only ones included),
// resolved to the domain folder it lands in.
import fs from 'node:fs';
import path from 'node:path';

export const PLATFORM = path.join(__dirname, '../../../platform');

// Shared infrastructure, not domains: db/ is the client, the migrations and the schema re-export
// every domain's tables go through to reach the one Drizzle instance; http/ is the request and
// answer plumbing. Both import no domain's functions, so an edge into them closes no cycle.
export const INFRASTRUCTURE = new Set(['db', 'http']);

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

export type Edge = { from: string; to: string; file: string; specifier: string };

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.split(path.sep).includes('migrations'))
    .map((f) => path.join(dir, f));
}

/** The platform folder a file sits in (`cart` for platform/cart/pricing/wire.ts), or null at the root. */
export function domainOf(file: string): string | null {
  const parts = path.relative(PLATFORM, file).split(path.sep);
  if (parts[0].startsWith('..') || parts.length < 2) return null;
  return parts[0];
}

function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/platform/')) return path.join(PLATFORM, specifier.slice('@/platform/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

/** The domain an import lands in: a folder's index.ts counts as the folder; platform's own root files are none. */
function domainOfTarget(resolved: string): string | null {
  const folder = fs.existsSync(resolved) && fs.statSync(resolved).isDirectory();
  return domainOf(folder ? path.join(resolved, 'index.ts') : resolved);
}

export function domainEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(PLATFORM)) {
    const from = domainOf(file);
    if (!from || INFRASTRUCTURE.has(from)) continue;
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const resolved = target(file, specifier);
      const to = resolved && domainOfTarget(resolved);
      if (!to || to === from || INFRASTRUCTURE.has(to)) continue;
      edges.push({ from, to, file: path.relative(PLATFORM, file), specifier });
    }
  }
  return edges;
}

export function graphOf(edges: Edge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  return graph;
}

/** The first cycle a depth-first walk meets, as the list of domains around it, or null. */
export function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}
