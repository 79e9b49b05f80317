import type { ReactNode } from 'react';
import {
  EditorSession,
  updateDraft,
  type RenderRequest,
  type RenderResult,
  type SessionHost,
  type SessionView,
} from '@/lib/theme/editor-session';
import { frameLocation, frameParentOrigin, queryRecord } from '@/lib/theme/editor-frame';
import type { PreviewSection } from '@/lib/theme/editor-protocol';

const HOME: SessionView = { key: 'home /?', page: 'home', path: '/', search: '', params: {} };
const LISTING: SessionView = {
  key: 'product-listing /products/?',
  page: 'product-listing',
  path: '/products/',
  search: '',
  params: {},
};
const SAVED: PreviewSection[] = [
  { name: 'hero-banner', props: { heading: 'Saved hero' } },
  { name: 'rich-text', props: { heading: 'Saved text' } },
];

type Deferred = { request: RenderRequest; resolve: (r: RenderResult) => void; reject: (e: Error) => void };

/** A host whose renders answer when the test says so, and that records what the frame shows. */
function fakeHost(view: SessionView | null = HOME) {
  const renders: Deferred[] = [];
  const state = {
    view,
    shown: null as { key: string; text: string[] } | null,
    css: null as string | null,
    refreshed: 0,
    loads: [] as string[],
  };
  const host: SessionHost = {
    currentView: () => state.view,
    loadSections: async (page) => {
      state.loads.push(page);
      return SAVED;
    },
    render: (request) => new Promise((resolve, reject) => renders.push({ request, resolve, reject })),
    show: (previewed) => {
      state.shown = previewed && {
        key: previewed.key,
        text: [...previewed.nodes].sort((a, b) => a[0] - b[0]).map(([, n]) => String(n)),
      };
    },
    setPaletteCss: (css) => {
      state.css = css;
    },
    refresh: () => {
      state.refreshed++;
    },
  };
  /** Answers the oldest open render as a server would: each section's heading, or its name. */
  const answer = async (css?: string) => {
    const next = renders.shift();
    if (!next) throw new Error('no render is waiting');
    next.resolve({
      sections: next.request.sections.map(({ index, section }) => ({
        index,
        node: `${index}:${String(section.props?.heading ?? section.name)}` as ReactNode,
      })),
      ...(css ? { css } : {}),
    });
    await flushPromises();
  };
  return { host, state, renders, answer };
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('updateDraft', () => {
  test('replaces what the update sends and keeps the rest', () => {
    const draft: PreviewSection[] = [
      {
        name: 'hero-banner',
        props: { heading: 'A' },
        blocks: [{ type: 'slide' }],
        predicate: { user: { anonymous: true } },
      },
    ];
    expect(updateDraft(draft, { index: 0, props: { heading: 'B' } })).toEqual([
      {
        name: 'hero-banner',
        props: { heading: 'B' },
        blocks: [{ type: 'slide' }],
        predicate: { user: { anonymous: true } },
      },
    ]);
    expect(updateDraft(draft, { index: 0, blocks: [] })?.[0]).toEqual({ ...draft[0], blocks: [] });
    expect(draft[0].props).toEqual({ heading: 'A' });
    expect(updateDraft(draft, { index: 1, props: {} })).toBeUndefined();
  });

  test('props merge: an update sending one prop keeps every other prop as it was', () => {
    const draft: PreviewSection[] = [
      {
        name: 'hero-banner',
        props: { image: { type: 'image_picker', value: '/media/a.webp' }, heading: 'A', subheading: 'Sub' },
      },
    ];
    const [merged] = updateDraft(draft, { index: 0, props: { heading: 'B' } }) ?? [];
    expect(merged?.props).toEqual({
      image: { type: 'image_picker', value: '/media/a.webp' },
      heading: 'B',
      subheading: 'Sub',
    });
    // A prop sent as null is cleared (the render fills it from the schema default).
    expect(updateDraft(draft, { index: 0, props: { subheading: null } })?.[0]?.props).toEqual({
      image: { type: 'image_picker', value: '/media/a.webp' },
      heading: 'A',
      subheading: null,
    });
    // A section saved without props gets the sent ones.
    expect(updateDraft([{ name: 'rich-text' }], { index: 0, props: { heading: 'Hi' } })?.[0]).toEqual({
      name: 'rich-text',
      props: { heading: 'Hi' },
    });
  });

  test('successive one-prop updates add up', () => {
    let draft: PreviewSection[] = [{ name: 'rich-text', props: { heading: 'A', body: 'Text' } }];
    for (const props of [{ heading: 'B' }, { eyebrow: 'New' }, { body: 'More text' }])
      draft = updateDraft(draft, { index: 0, props }) ?? draft;
    expect(draft[0]?.props).toEqual({ heading: 'B', body: 'More text', eyebrow: 'New' });
  });
});

describe('an editor session', () => {
  test('preview-page renders every section of the page on screen, in order', async () => {
    const { host, state, renders, answer } = fakeHost();
    const session = new EditorSession(host);
    await session.handle({
      type: 'editor:preview-page',
      page: 'home',
      sections: [
        { name: 'rich-text', props: { heading: 'One' } },
        { name: 'hero-banner', props: { heading: 'Two' } },
      ],
    });
    expect(renders[0].request.sections.map((s) => s.index)).toEqual([0, 1]);
    await answer();
    expect(state.shown).toEqual({ key: HOME.key, text: ['0:One', '1:Two'] });
  });

  test('a preview of another page waits until that page is on screen', async () => {
    const { host, state, renders, answer } = fakeHost(LISTING);
    const session = new EditorSession(host);
    await session.handle({
      type: 'editor:preview-page',
      page: 'home',
      sections: [{ name: 'rich-text', props: { heading: 'Draft' } }],
    });
    expect(renders).toHaveLength(0);
    state.view = HOME;
    await session.viewChanged();
    await answer();
    expect(state.shown?.text).toEqual(['0:Draft']);
  });

  test('update-section on the saved page starts from the saved sections, then renders only that section', async () => {
    const { host, state, renders, answer } = fakeHost();
    const session = new EditorSession(host);
    await session.handle({ type: 'editor:update-section', index: 1, props: { heading: 'Edited' } });
    expect(state.loads).toEqual(['home']);
    // Nothing previewed yet: the first render is the whole page.
    expect(renders[0].request.sections.map((s) => s.index)).toEqual([0, 1]);
    await answer();
    expect(state.shown?.text).toEqual(['0:Saved hero', '1:Edited']);

    await session.handle({ type: 'editor:update-section', index: 0, props: { heading: 'Hero again' } });
    expect(renders[0].request.sections).toEqual([
      { index: 0, section: { name: 'hero-banner', props: { heading: 'Hero again' } } },
    ]);
    await answer();
    expect(state.shown?.text).toEqual(['0:Hero again', '1:Edited']);
  });

  test('an update sending one prop renders the section with its other props as they were', async () => {
    const { host, state, renders, answer } = fakeHost();
    const session = new EditorSession(host);
    await session.handle({
      type: 'editor:preview-page',
      page: 'home',
      sections: [
        { name: 'hero-banner', props: { image: '/media/a.webp', heading: 'Festive edit', button_text: 'Shop' } },
      ],
    });
    await answer();
    await session.handle({ type: 'editor:update-section', index: 0, props: { heading: 'Festive edit, 30% off' } });
    expect(renders[0].request.sections).toEqual([
      {
        index: 0,
        section: {
          name: 'hero-banner',
          props: { image: '/media/a.webp', heading: 'Festive edit, 30% off', button_text: 'Shop' },
        },
      },
    ]);
    await answer();
    expect(state.shown?.text).toEqual(['0:Festive edit, 30% off']);
  });

  test('updates arriving while a render is out are coalesced into one render with the latest values', async () => {
    const { host, state, renders, answer } = fakeHost();
    const session = new EditorSession(host);
    await session.handle({ type: 'editor:preview-page', page: 'home', sections: SAVED });
    await answer();
    await session.handle({ type: 'editor:update-section', index: 1, props: { heading: 'F' } });
    for (const heading of ['Fe', 'Fes', 'Fest'])
      await session.handle({ type: 'editor:update-section', index: 1, props: { heading } });
    expect(renders).toHaveLength(1);
    await answer();
    expect(renders).toHaveLength(1);
    expect(renders[0].request.sections).toEqual([
      { index: 1, section: { name: 'rich-text', props: { heading: 'Fest' } } },
    ]);
    await answer();
    expect(state.shown?.text).toEqual(['0:Saved hero', '1:Fest']);
  });

  test('a section whose predicates fail is absent from the preview', async () => {
    const { host, state, renders } = fakeHost();
    const session = new EditorSession(host);
    await session.handle({ type: 'editor:preview-page', page: 'home', sections: SAVED });
    renders.shift()!.resolve({ sections: [{ index: 1, node: 'only the second' }] });
    await flushPromises();
    expect(state.shown?.text).toEqual(['only the second']);
  });

  test('an update out of range changes nothing', async () => {
    const { host, renders } = fakeHost();
    const session = new EditorSession(host);
    await session.handle({ type: 'editor:update-section', index: 7, props: { heading: 'x' } });
    expect(renders).toHaveLength(0);
  });

  test('preview-global-config renders the page with the config and applies its palette, on any page', async () => {
    const { host, state, renders, answer } = fakeHost(null);
    const session = new EditorSession(host);
    const config = { config: { primary_color: '#0B6E4F' }, palette: { primary: '#0B6E4F' } };
    await session.handle({ type: 'editor:preview-global-config', ...config });
    expect(renders[0].request).toEqual({ view: null, sections: [], config });
    await answer(':root{--color-primary:#0B6E4F}');
    expect(state.css).toBe(':root{--color-primary:#0B6E4F}');

    // The next theme page is previewed with the config too, from its saved sections.
    state.view = HOME;
    await session.viewChanged();
    expect(renders[0].request.config).toEqual(config);
    expect(renders[0].request.sections).toHaveLength(2);
    await answer(':root{--color-primary:#0B6E4F}');
    expect(state.shown?.text).toEqual(['0:Saved hero', '1:Saved text']);
  });

  test('a render that lands after navigating away is dropped', async () => {
    const { host, state, answer } = fakeHost();
    const session = new EditorSession(host);
    await session.handle({ type: 'editor:preview-page', page: 'home', sections: SAVED });
    state.view = LISTING;
    await session.viewChanged();
    await answer();
    expect(state.shown).toBeNull();
  });

  test('exit-preview shows the saved page and palette again and drops every draft', async () => {
    const { host, state, renders, answer } = fakeHost();
    const session = new EditorSession(host);
    await session.handle({ type: 'editor:preview-global-config', config: {}, palette: { primary: '#000000' } });
    await answer(':root{}');
    await session.handle({ type: 'editor:update-section', index: 0, props: { heading: 'late' } });
    await session.handle({ type: 'editor:exit-preview' });
    await answer();
    expect(state).toMatchObject({ shown: null, css: null, refreshed: 1 });
    await session.viewChanged();
    expect(renders).toHaveLength(0);
  });

  test('a failed render leaves the frame as it was', async () => {
    const { host, state, renders, answer } = fakeHost();
    const session = new EditorSession(host);
    await session.handle({ type: 'editor:preview-page', page: 'home', sections: SAVED });
    await answer();
    await session.handle({ type: 'editor:update-section', index: 0, props: { heading: 'x' } });
    renders.shift()!.reject(new Error('offline'));
    await session.settled();
    expect(state.shown?.text).toEqual(['0:Saved hero', '1:Saved text']);
  });
});

describe('the frame helpers', () => {
  const allowed = ['https://editor.example.com'];

  test("the editor's origin comes from the parent frame, else the referrer, and must be allowed", () => {
    expect(frameParentOrigin(['https://editor.example.com'], '', allowed)).toBe('https://editor.example.com');
    expect(frameParentOrigin(['https://evil.example'], 'https://editor.example.com/x', allowed)).toBeUndefined();
    expect(frameParentOrigin([], 'https://editor.example.com/themes/1', allowed)).toBe('https://editor.example.com');
    expect(frameParentOrigin(undefined, 'https://editor.example.com/', allowed)).toBe('https://editor.example.com');
    expect(frameParentOrigin(undefined, '', allowed)).toBeUndefined();
  });

  test('the location the shop reports', () => {
    expect(frameLocation('/', '')).toEqual({ path: '/', page: 'home' });
    expect(frameLocation('/products/', '?q=kurta')).toEqual({ path: '/products/?q=kurta', page: 'product-listing' });
  });

  test('a query string becomes the record the server reads', () => {
    expect(queryRecord('a=1&b=2&a=3&__proto__=x')).toEqual({ a: ['1', '3'], b: '2', ['__proto__']: 'x' });
    expect(Object.getPrototypeOf(queryRecord('__proto__=x'))).toBe(Object.prototype);
  });
});
