import { diffTags, groupTags, pageTags, tagsForPage, type InjectedTag } from '@/lib/theme/tags';

const tags: InjectedTag[] = [
  {
    _id: 'all',
    type: 'js',
    sub_type: 'external',
    url: 'https://cdn.example/analytics.js',
    position: 'head',
    attributes: { async: true },
  },
  {
    _id: 'home-only',
    type: 'css',
    sub_type: 'inline',
    content: 'body{margin:0}',
    position: 'head',
    pages: [{ page_slug: 'home' }],
  },
  {
    _id: 'pdp',
    type: 'js',
    sub_type: 'inline',
    content: 'window.pdp=1',
    position: 'body-bottom',
    pages: ['product-description'],
  },
  {
    _id: 'listing',
    type: 'css',
    sub_type: 'external',
    url: '/media/listing.css',
    position: 'body-top',
    pages: [{ page_slug: 'product-listing' }, { page_slug: 'brand-listing' }],
  },
];

describe('tags for a page', () => {
  test('no pages means all pages; otherwise only the listed slugs', () => {
    expect(tagsForPage(tags, 'home').map((t) => t._id)).toEqual(['all', 'home-only']);
    expect(tagsForPage(tags, 'product-description').map((t) => t._id)).toEqual(['all', 'pdp']);
    expect(tagsForPage(tags, 'brand-listing').map((t) => t._id)).toEqual(['all', 'listing']);
    expect(tagsForPage(tags, 'cart-landing').map((t) => t._id)).toEqual(['all']);
    expect(tagsForPage(tags, undefined).map((t) => t._id)).toEqual(['all']);
  });

  test('an empty pages list, or one with only blank entries, means all pages', () => {
    expect(
      tagsForPage(
        [
          { type: 'js', pages: [] },
          { type: 'js', pages: [{}, null, ''] },
        ],
        'x',
      ),
    ).toHaveLength(2);
    expect(tagsForPage(null, 'home')).toEqual([]);
  });
});

describe('grouping and render form', () => {
  test('grouped by position, each in its safe render form', () => {
    expect(groupTags(tags)).toEqual({
      head: [
        { key: 'tag-all', element: 'script', src: 'https://cdn.example/analytics.js', attributes: { async: '' } },
        { key: 'tag-home-only', element: 'style', content: 'body{margin:0}', attributes: {} },
      ],
      'body-top': [{ key: 'tag-listing', element: 'link', href: '/media/listing.css', attributes: {} }],
      'body-bottom': [{ key: 'tag-pdp', element: 'script', content: 'window.pdp=1', attributes: {} }],
    });
  });

  test('pageTags filters then groups', () => {
    const grouped = pageTags(tags, 'home');
    expect(grouped.head.map((t) => t.key)).toEqual(['tag-all', 'tag-home-only']);
    expect(grouped['body-top']).toEqual([]);
    expect(grouped['body-bottom']).toEqual([]);
  });

  test('without a known position css goes to the head and js to the end of the body', () => {
    const grouped = groupTags([
      { type: 'css', content: 'a{}' },
      { type: 'js', content: 'x()', position: 'footer' },
    ]);
    expect(grouped.head.map((t) => t.element)).toEqual(['style']);
    expect(grouped['body-bottom'].map((t) => t.element)).toEqual(['script']);
  });

  test('without sub_type a URL makes a tag external', () => {
    expect(groupTags([{ _id: 'a', type: 'js', url: 'https://x.example/a.js' }])['body-bottom']).toEqual([
      { key: 'tag-a', element: 'script', src: 'https://x.example/a.js', attributes: {} },
    ]);
  });

  test('unknown types, unsafe URLs and empty content are dropped', () => {
    const grouped = groupTags([
      { type: 'html', content: '<b>x</b>' },
      { type: 'js', sub_type: 'external', url: 'javascript:alert(1)' },
      { type: 'js', sub_type: 'external', url: 'data:text/javascript,alert(1)' },
      { type: 'css', sub_type: 'external', url: '//cdn.example/x.css' },
      { type: 'css', sub_type: 'external' },
      { type: 'js', sub_type: 'inline', content: '   ' },
      { type: 'js', sub_type: 'inline' },
      null as unknown as InjectedTag,
    ]);
    expect([...grouped.head, ...grouped['body-top'], ...grouped['body-bottom']]).toEqual([]);
  });

  test('attributes: no event handlers, no src or href override', () => {
    const [tag] = groupTags([
      {
        type: 'js',
        url: 'https://x.example/a.js',
        attributes: {
          defer: true,
          crossorigin: 'anonymous',
          onload: 'alert(1)',
          ONERROR: 'x',
          src: 'https://evil.example',
          'data-site': 'abc',
          integrity: 'sha384-x',
          async: false,
          weird: {},
        },
      },
    ])['body-bottom'];
    expect(tag.attributes).toEqual({ defer: '', crossorigin: 'anonymous', 'data-site': 'abc', integrity: 'sha384-x' });
  });

  test('inline content cannot close its element', () => {
    const grouped = groupTags([
      { _id: 's', type: 'js', content: 'var a = "</script><script>alert(1)</script>"; // <!-- x' },
      { _id: 'c', type: 'css', content: 'a::after{content:"</STYLE><script>"}', position: 'head' },
    ]);
    const script = grouped['body-bottom'][0];
    const style = grouped.head[0];
    if (script.element !== 'script' || !('content' in script) || style.element !== 'style')
      throw new Error('wrong shape');
    expect(script.content).toBe('var a = "<\\/script><script>alert(1)<\\/script>"; // <\\!-- x');
    expect(script.content).not.toMatch(/<\/script/i);
    expect(style.content).toBe('a::after{content:"<\\/STYLE><script>"}');
    expect(style.content).not.toMatch(/<\/style/i);
  });

  test('keys come from the id, or the position in the list when the id is unusable', () => {
    const grouped = groupTags([
      { type: 'css', content: 'a{}', position: 'head' },
      { _id: 'x" onload="y', type: 'css', content: 'b{}', position: 'head' },
    ]);
    expect(grouped.head.map((t) => t.key)).toEqual(['tag-0', 'tag-1']);
  });
});

describe('changing pages', () => {
  test('tags no longer applicable are removed and new ones added', () => {
    const onHome = pageTags(tags, 'home');
    const presentKeys = [...onHome.head, ...onHome['body-top'], ...onHome['body-bottom']].map((t) => t.key);
    const diff = diffTags(presentKeys, pageTags(tags, 'product-description'));
    expect(diff.remove).toEqual(['tag-home-only']);
    expect(diff.add.map((t) => t.key)).toEqual(['tag-pdp']);
    expect(diffTags(presentKeys, onHome)).toEqual({ remove: [], add: [] });
  });
});
