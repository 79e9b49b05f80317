// The docs name files by path; a move that forgets them leaves a newcomer looking for a file that
// is gone. Every repository path written in code quotes in these docs must exist.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const DOCS = [
  'README.md',
  'docs/ARCHITECTURE.md',
  'docs/THEMES.md',
  'docs/EDITOR-PROTOCOL.md',
  'docs/FEATURES.md',
  'docs/SECURITY.md',
  'docs/CONFIGURATION.md',
  'docs/RUNNING-SEVERAL-PROCESSES.md',
  'docs/PERFORMANCE.md',
];
const TOP = [
  'app',
  'components',
  'lib',
  'platform',
  'contract',
  'common',
  'themes',
  'server',
  'scripts',
  'tests',
  'bench',
  'docs',
];
const PATH = new RegExp('`((?:' + TOP.join('|') + ')/[A-Za-z0-9_./\\[\\]-]+)`', 'g');

describe.each(DOCS)('%s', (doc) => {
  const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
  const named = [...new Set([...text.matchAll(PATH)].map((m) => m[1]))];

  it('names paths at all (the pattern still finds them)', () => {
    expect(named.length).toBeGreaterThan(0);
  });

  it('names only paths that exist', () => {
    const missing = named.filter((p) => !fs.existsSync(path.join(ROOT, p.replace(/\/$/, ''))));
    expect(missing).toEqual([]);
  });
});
