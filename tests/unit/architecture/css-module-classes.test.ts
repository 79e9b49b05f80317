// Every class a component reads from its CSS module is defined there: a missing one is undefined
// at run time, and the element is drawn unstyled (a size picker as a bulleted list) with no error.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const FOLDERS = ['app', 'components', 'lib', 'themes'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each module a source imports as a default CSS-module binding, by binding name. */
function cssImports(source: string, file: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const m of source.matchAll(/import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g)) {
    const target = m[2].startsWith('@/') ? path.join(ROOT, m[2].slice(2)) : path.resolve(path.dirname(file), m[2]);
    imports.set(m[1], target);
  }
  return imports;
}

function definedClasses(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...withoutComments.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

it('every styles.x a component reads is a class of the CSS module it imports', () => {
  const missing: string[] = [];
  for (const file of FOLDERS.flatMap((folder) => sources(path.join(ROOT, folder)))) {
    const source = fs.readFileSync(file, 'utf8');
    const code = source.replace(/^import .*$/gm, '');
    for (const [binding, cssFile] of cssImports(source, file)) {
      const defined = definedClasses(fs.readFileSync(cssFile, 'utf8'));
      const used = new Set(
        [...code.matchAll(new RegExp(`\\b${binding}(?:\\.(\\w+)|\\['([\\w-]+)'\\])`, 'g'))].map((m) => m[1] ?? m[2]),
      );
      for (const name of used)
        if (!defined.has(name))
          missing.push(`${path.relative(ROOT, file)}: ${binding}.${name} (${path.relative(ROOT, cssFile)})`);
    }
  }
  expect(missing).toEqual([]);
});
