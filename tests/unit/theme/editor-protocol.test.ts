import {
  editorTargetOrigin,
  parseAllowedOrigins,
  parseEditorMessage,
  storefrontReady,
  storefrontRouteChanged,
  storefrontSectionClicked,
} from '@/lib/theme/editor-protocol';
import { passesServerPredicates } from '@/lib/theme/predicates';

const EDITOR = 'https://editor.example.com';
const allowed = [EDITOR, 'http://localhost:5173'];
const from = (data: unknown, origin = EDITOR) => parseEditorMessage({ origin, data }, allowed);

describe('the origin allow-list', () => {
  test('EDITOR_ORIGINS is comma-separated; entries become origins; junk is dropped', () => {
    expect(
      parseAllowedOrigins('https://editor.example.com, http://localhost:5173/ ,https://editor.example.com/path?x'),
    ).toEqual(['https://editor.example.com', 'http://localhost:5173']);
    expect(parseAllowedOrigins('*,null,editor.example.com,javascript:alert(1),ftp://x.example,')).toEqual([]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins('HTTPS://Editor.Example.com:443')).toEqual(['https://editor.example.com']);
  });

  test('a message from another origin is ignored', () => {
    const message = { type: 'editor:exit-preview' };
    expect(from(message)).toEqual(message);
    expect(from(message, 'http://localhost:5173')).toEqual(message);
    expect(from(message, 'https://evil.example')).toBeUndefined();
    expect(from(message, 'https://editor.example.com.evil.example')).toBeUndefined();
    expect(from(message, 'http://editor.example.com')).toBeUndefined();
    expect(from(message, 'null')).toBeUndefined();
    expect(from(message, '')).toBeUndefined();
    expect(parseEditorMessage({ origin: EDITOR, data: message }, [])).toBeUndefined();
  });

  test('the target origin for replies must be allowed', () => {
    expect(editorTargetOrigin('https://editor.example.com/themes/123/edit', allowed)).toBe(EDITOR);
    expect(editorTargetOrigin('https://evil.example/', allowed)).toBeUndefined();
    expect(editorTargetOrigin('', allowed)).toBeUndefined();
    expect(editorTargetOrigin(null, allowed)).toBeUndefined();
  });
});

describe('editor messages', () => {
  test('route change to a path on this site', () => {
    expect(from({ type: 'editor:route-change', path: '/products/?q=x' })).toEqual({
      type: 'editor:route-change',
      path: '/products/?q=x',
    });
    for (const path of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', 'products', '', 42]) {
      expect([path, from({ type: 'editor:route-change', path })]).toEqual([path, undefined]);
    }
  });

  test('preview a page with its sections', () => {
    const message = {
      type: 'editor:preview-page',
      page: 'home',
      sections: [
        {
          name: 'hero-banner',
          props: { heading: { type: 'text', value: 'Hi' } },
          blocks: [{ type: 'slide', props: { title: 'A' } }],
        },
        {
          name: 'rich-text',
          predicate: {
            user: { authenticated: false, anonymous: true },
            screen: { mobile: false },
            route: { selected: 'query', query: { key: 'a', value: 'b' } },
          },
        },
        { name: 'ext', __source: { type: 'extension', id: 'x1' }, predicate: { platform: { web: false } } },
      ],
    };
    const parsed = from(message);
    expect(parsed).toEqual(message);
    if (parsed?.type !== 'editor:preview-page') throw new Error('wrong type');
    // The predicate read from a message works with the predicate checks.
    expect(passesServerPredicates(parsed.sections[1].predicate, { authenticated: true, path: '/' })).toBe(false);
    expect(passesServerPredicates(parsed.sections[2].predicate, { authenticated: false, path: '/' })).toBe(false);
  });

  test('a section with a wrongly typed predicate is refused', () => {
    expect(
      from({
        type: 'editor:preview-page',
        page: 'home',
        sections: [{ name: 'a', predicate: { screen: { mobile: 'no' } } }],
      }),
    ).toBeUndefined();
    expect(
      from({ type: 'editor:preview-page', page: 'home', sections: [{ name: 'a', __source: { type: 'remote' } }] }),
    ).toBeUndefined();
  });

  test('unknown section fields are dropped', () => {
    expect(from({ type: 'editor:preview-page', page: 'home', sections: [{ name: 'a', onclick: 'x' }] })).toEqual({
      type: 'editor:preview-page',
      page: 'home',
      sections: [{ name: 'a' }],
    });
  });

  test('preview global config', () => {
    expect(
      from({ type: 'editor:preview-global-config', config: { disable_cart: true }, palette: { primary: '#000' } }),
    ).toEqual({
      type: 'editor:preview-global-config',
      config: { disable_cart: true },
      palette: { primary: '#000' },
    });
    expect(from({ type: 'editor:preview-global-config' })).toBeUndefined();
    expect(from({ type: 'editor:preview-global-config', config: 'x' })).toBeUndefined();
  });

  test('select a section, or clear the selection', () => {
    expect(from({ type: 'editor:select-section', index: 2 })).toEqual({ type: 'editor:select-section', index: 2 });
    expect(from({ type: 'editor:select-section', index: null })).toEqual({
      type: 'editor:select-section',
      index: null,
    });
    for (const index of [-1, 1.5, '2', 200, undefined])
      expect([index, from({ type: 'editor:select-section', index })]).toEqual([index, undefined]);
  });

  test('update one section', () => {
    expect(from({ type: 'editor:update-section', index: 0, props: { heading: 'New' } })).toEqual({
      type: 'editor:update-section',
      index: 0,
      props: { heading: 'New' },
    });
    expect(from({ type: 'editor:update-section', index: 1, blocks: [{ type: 'slide' }] })).toEqual({
      type: 'editor:update-section',
      index: 1,
      blocks: [{ type: 'slide' }],
    });
    expect(from({ type: 'editor:update-section', props: {} })).toBeUndefined();
    expect(from({ type: 'editor:update-section', index: 0, blocks: [{ name: 'no type' }] })).toBeUndefined();
  });

  test('exit preview', () => {
    expect(from({ type: 'editor:exit-preview' })).toEqual({ type: 'editor:exit-preview' });
  });

  test('a JSON string carrying a message is read', () => {
    expect(from(JSON.stringify({ type: 'editor:select-section', index: 1 }))).toEqual({
      type: 'editor:select-section',
      index: 1,
    });
  });

  test('malformed data is ignored', () => {
    for (const data of [
      undefined,
      null,
      'not json',
      '{"type":',
      42,
      [],
      {},
      { type: 'editor:unknown' },
      { type: 'openAction' },
      'x'.repeat(1_000_001),
    ]) {
      expect(from(data)).toBeUndefined();
    }
  });

  test('limits: too many sections, or an over-long page name, is refused', () => {
    const sections = Array.from({ length: 201 }, () => ({ name: 's' }));
    expect(from({ type: 'editor:preview-page', page: 'home', sections })).toBeUndefined();
    expect(from({ type: 'editor:preview-page', page: 'home', sections: sections.slice(0, 200) })).toBeDefined();
    expect(from({ type: 'editor:preview-page', page: 'x'.repeat(201), sections: [] })).toBeUndefined();
    expect(from({ type: 'editor:preview-page', page: '', sections: [] })).toBeUndefined();
  });
});

describe('storefront messages', () => {
  test('ready, route changed and section clicked', () => {
    expect(storefrontReady('/', 'home')).toEqual({ type: 'storefront:ready', path: '/', page: 'home' });
    expect(storefrontRouteChanged('/nope', null)).toEqual({
      type: 'storefront:route-changed',
      path: '/nope',
      page: null,
    });
    expect(storefrontSectionClicked(3)).toEqual({ type: 'storefront:section-clicked', index: 3 });
  });
});
