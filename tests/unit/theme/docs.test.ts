// Keeps docs/THEMES.md and docs/EDITOR-PROTOCOL.md honest where that is cheap: the example
// section is the file in the tree, the example page preset is preset.json's, the setting types
// are the ones the code accepts, the messages are the protocol's, every example message is
// accepted, names real sections and props, and the partial update does what the text says.
import fs from 'node:fs';
import path from 'node:path';
import {
  editorMessageSchema,
  parseEditorMessage,
  storefrontReady,
  storefrontRouteChanged,
  storefrontSectionClicked,
  type PreviewSection,
} from '@/lib/theme/editor-protocol';
import { updateDraft } from '@/lib/theme/editor-session';
import { SETTING_TYPES } from '@/lib/theme/settings';
import preset from '@/themes/default/preset.json';
import generated from '@/themes/default/sections.generated.json';

const root = path.join(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const themes = read('docs/THEMES.md');
const protocol = read('docs/EDITOR-PROTOCOL.md');
const schemas = new Map(generated.sections.map((s) => [s.name, s]));

/** The fenced block right after a `<!-- marker -->` line. */
function blockAfter(doc: string, marker: string): string {
  const at = doc.indexOf(`<!-- ${marker} -->`);
  expect(at).toBeGreaterThanOrEqual(0);
  const match = /```[a-z]*\n([\s\S]*?)```/.exec(doc.slice(at));
  if (!match) throw new Error(`no code block after ${marker}`);
  return match[1] as string;
}

/** Lines of a markdown section: from `## title` to the next `## `. */
function section(doc: string, title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n## ', start + 4);
  return doc.slice(start, end === -1 ? undefined : end);
}

const headings = (doc: string, prefix: string) =>
  [...doc.matchAll(new RegExp(`^### \`(${prefix}[a-z-]+)\``, 'gm'))].map((m) => m[1]);

describe('docs/THEMES.md', () => {
  test('the example section is the file in the tree, word for word', () => {
    const file = 'themes/default/sections/rich-text.tsx';
    expect(blockAfter(themes, `example-section: ${file}`)).toBe(read(file));
  });

  test("the example page preset is preset.json's entry", () => {
    const page = preset.pages.find((p) => p.value === 'festive-lookbook');
    expect(JSON.parse(blockAfter(themes, 'example-page-preset: festive-lookbook'))).toEqual(page);
  });

  test('the setting types table names every type the code accepts, and no other', () => {
    const rows = [...section(themes, 'Setting types').matchAll(/^\| `([a-z_-]+)` \|/gm)].map((m) => m[1]);
    expect([...rows].sort()).toEqual([...SETTING_TYPES].sort());
    expect(new Set(rows).size).toBe(rows.length);
  });

  test('every setting type the default theme uses is documented', () => {
    const used = new Set<string>();
    type Prop = { type: string };
    const sections = generated.sections as ReadonlyArray<{ props: Prop[]; blocks: Array<{ props: Prop[] }> }>;
    const all: Prop[] = [
      ...sections.flatMap((s) => [...s.props, ...s.blocks.flatMap((b) => b.props)]),
      ...preset.global_schema.props,
    ];
    for (const prop of all) used.add(prop.type);
    for (const type of used) expect(SETTING_TYPES).toContain(type);
  });

  test('the headless blocks are the ones lib/blocks exports', () => {
    const exported = [...read('lib/blocks/index.ts').matchAll(/export \{([^}]*)\}/g)].flatMap((m) =>
      (m[1] as string)
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type ')),
    );
    const hooks = headings(section(themes, 'Headless blocks'), 'use').map((h) => h.replace(/\(.*$/, ''));
    for (const name of hooks) expect(exported).toContain(name);
    for (const name of exported) expect(section(themes, 'Headless blocks')).toContain(`\`${name}(`);
  });
});

describe('docs/EDITOR-PROTOCOL.md', () => {
  const editorTypes = editorMessageSchema.options.map((o) => o.shape.type.value);
  const examples = [...protocol.matchAll(/```json\n([\s\S]*?)```/g)].map(
    (m) => JSON.parse(m[1] as string) as { type: string },
  );

  test('it documents every message of the protocol, and no other', () => {
    expect(headings(protocol, 'editor:').sort()).toEqual([...editorTypes].sort());
    const storefront = [storefrontReady('/', null), storefrontRouteChanged('/', null), storefrontSectionClicked(0)].map(
      (m) => m.type,
    );
    expect(headings(protocol, 'storefront:').sort()).toEqual(storefront.sort());
  });

  test('every example editor message is accepted, and one is given for each', () => {
    const editor = examples.filter((m) => m.type.startsWith('editor:'));
    for (const example of editor)
      expect(
        parseEditorMessage({ origin: 'https://editor.example.com', data: example }, ['https://editor.example.com']),
      ).toBeDefined();
    expect(new Set(editor.map((m) => m.type))).toEqual(new Set(editorTypes));
  });

  test('example sections name real sections, props and block types', () => {
    const previews = examples.filter(
      (m): m is { type: string; sections: PreviewSection[] } => m.type === 'editor:preview-page',
    );
    expect(previews.length).toBeGreaterThan(0);
    for (const section of previews.flatMap((m) => m.sections)) {
      const schema = schemas.get(section.name);
      expect([section.name, Boolean(schema)]).toEqual([section.name, true]);
      for (const id of Object.keys(section.props ?? {})) expect(schema!.props.map((p) => p.id)).toContain(id);
      for (const block of section.blocks ?? []) {
        const blockSchema = schema!.blocks.find((b) => b.type === block.type);
        expect(blockSchema).toBeDefined();
        for (const id of Object.keys(block.props ?? {})) expect(blockSchema!.props.map((p) => p.id)).toContain(id);
      }
    }
    const globalIds = preset.global_schema.props.map((p) => p.id);
    for (const example of examples.filter((m) => m.type === 'editor:preview-global-config')) {
      for (const id of Object.keys((example as unknown as { config: object }).config)) expect(globalIds).toContain(id);
    }
  });

  test('the partial update example does what the text says: the props not sent are kept', () => {
    const preview = examples.find((m) => m.type === 'editor:preview-page') as unknown as { sections: PreviewSection[] };
    const update = examples.find((m) => m.type === 'editor:update-section') as unknown as {
      index: number;
      props: Record<string, unknown>;
    };
    const said = /renders it with `([^`]+)`/.exec(protocol);
    expect(said).not.toBeNull();
    const merged = updateDraft(preview.sections, update)?.[update.index];
    const plain = Object.fromEntries(
      Object.entries(merged?.props ?? {}).map(([k, v]) => [
        k,
        v && typeof v === 'object' && 'value' in v ? (v as { value: unknown }).value : v,
      ]),
    );
    expect(plain).toEqual(JSON.parse(said![1] as string));
  });
});

describe('both docs', () => {
  const docs = { 'docs/THEMES.md': themes, 'docs/EDITOR-PROTOCOL.md': protocol };
  const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

  test('every repository path they name exists', () => {
    for (const [name, doc] of Object.entries(docs)) {
      const paths = [
        ...doc.matchAll(
          /`((?:app|components|lib|themes|platform|scripts|contract|common|docs|tests|public)\/[^`\s<>*:]+)`/g,
        ),
      ].map((m) => m[1] as string);
      expect(paths.length).toBeGreaterThan(0);
      for (const file of paths) expect([name, file, fs.existsSync(path.join(root, file))]).toEqual([name, file, true]);
    }
  });

  test('every npm script they name exists', () => {
    for (const doc of Object.values(docs)) {
      for (const m of doc.matchAll(/npm run ([a-z:-]+)/g)) expect(scripts).toContain(m[1]);
    }
  });
});
