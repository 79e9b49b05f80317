import {
  MAX_PREVIEW_INPUT_CHARS,
  parsePreviewInput,
  renderPreviewInput,
  savedSectionsInput,
} from '@/lib/theme/editor-preview-input';

const page = { slug: 'home', path: '/', query: { isEdit: 'true' } };
const parse = (raw: unknown) => parsePreviewInput(renderPreviewInput, raw);

describe('what the editor preview actions accept', () => {
  test('a page with indexed sections and a config', () => {
    const input = {
      page: { ...page, params: { slug: 'indigo' } },
      sections: [
        { index: 0, section: { name: 'rich-text', props: { heading: 'Hi' } } },
        { index: 3, section: { name: 'hero-banner', predicate: { user: { anonymous: true } } } },
      ],
      config: { config: { primary_color: '#0B6E4F' }, palette: { primary: '#0B6E4F' } },
    };
    expect(parse(input)).toEqual(input);
    expect(parse({ sections: [], config: { config: {} } })).toEqual({ sections: [], config: { config: {} } });
  });

  test('unknown fields are dropped', () => {
    expect(
      parse({ page, sections: [{ index: 0, section: { name: 'rich-text', assets: { js: 'x' } } }], admin: true }),
    ).toEqual({ page, sections: [{ index: 0, section: { name: 'rich-text' } }] });
  });

  test.each([
    ['a full URL as the path', { page: { ...page, path: 'https://evil.example/' }, sections: [] }],
    ['a protocol-relative path', { page: { ...page, path: '//evil.example/' }, sections: [] }],
    ['a slug that is not one', { page: { ...page, slug: '../admin' }, sections: [] }],
    ['repeated indexes', { page, sections: [0, 0].map((index) => ({ index, section: { name: 'rich-text' } })) }],
    ['an index past the protocol limit', { page, sections: [{ index: 200, section: { name: 'rich-text' } }] }],
    [
      'more sections than a page may have',
      { page, sections: Array.from({ length: 201 }, (_, index) => ({ index, section: { name: 'rich-text' } })) },
    ],
    ['a section without a name', { page, sections: [{ index: 0, section: { props: {} } }] }],
    [
      'a text over the limit',
      { page, sections: [{ index: 0, section: { name: 'rich-text', label: 'x'.repeat(201) } }] },
    ],
    ['no sections list', { page }],
    ['not an object', 'home'],
  ])('refused: %s', (_, raw) => {
    expect(() => parse(raw)).toThrow();
  });

  test('an input over the size cap is refused before it is parsed', () => {
    const big = {
      page,
      sections: [{ index: 0, section: { name: 'rich-text', props: { body: 'x'.repeat(MAX_PREVIEW_INPUT_CHARS) } } }],
    };
    expect(() => parse(big)).toThrow('too large');
    const cyclic: Record<string, unknown> = { page, sections: [] };
    cyclic.self = cyclic;
    expect(() => parse(cyclic)).toThrow('too large');
  });

  test('the saved sections are asked for by page slug only', () => {
    expect(parsePreviewInput(savedSectionsInput, { pageSlug: 'festive-lookbook' })).toEqual({
      pageSlug: 'festive-lookbook',
    });
    expect(() => parsePreviewInput(savedSectionsInput, { pageSlug: 'Home Page' })).toThrow();
  });
});
