// A link that leads nowhere sends a newcomer to a dead end. Every relative link in the README and
// the docs must name a file that exists, and every `#anchor` into a markdown file must name one of
// its headings, as GitHub turns headings into anchors.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');

function markdownFiles(): string[] {
  const docs = fs.readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' });
  return ['README.md', ...docs.filter((f) => f.endsWith('.md')).map((f) => path.join('docs', f))];
}

/** Drops fenced code blocks and inline code, where brackets are not links. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const body = text.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of body.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

describe.each(markdownFiles())('%s', (doc) => {
  const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
  const links = [...prose(text).matchAll(LINK)].map((m) => m[1]).filter((l) => !/^[a-z][a-z0-9+.-]*:/i.test(l));

  it('links only to files that exist', () => {
    const missing = links
      .map((l) => l.split('#')[0])
      .filter((file) => file !== '' && !fs.existsSync(path.resolve(ROOT, path.dirname(doc), decodeURI(file))));
    expect(missing).toEqual([]);
  });

  it('links only to headings that exist', () => {
    const broken = links
      .filter((l) => l.includes('#'))
      .filter((l) => {
        const [file, anchor] = l.split('#');
        const target = file === '' ? path.join(ROOT, doc) : path.resolve(ROOT, path.dirname(doc), decodeURI(file));
        if (!target.endsWith('.md') || !fs.existsSync(target)) return false;
        return !anchorsOf(fs.readFileSync(target, 'utf8')).has(decodeURIComponent(anchor));
      });
    expect(broken).toEqual([]);
  });
});

describe('anchorsOf', () => {
  it('follows GitHub: punctuation dropped, spaces to hyphens, repeats numbered', () => {
    const text = '# A, b: c\n## `useCart()`\n## Cart\n## Cart\n```\n# not a heading\n```\n';
    expect([...anchorsOf(text)]).toEqual(['a-b-c', 'usecart', 'cart', 'cart-1']);
  });
});
