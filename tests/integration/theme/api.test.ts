// The theme API over HTTP: the applied theme, preview of another theme, pages and their sections
// (typed props, predicates, pickers that point at real catalogue entries and images that exist).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { objectId } from '@/platform/theme/ids';
import { api, server } from '../harness';

const T = '/service/application/theme';
type Any = Record<string, any>;

let applied: Any;
let other: Any;
beforeAll(async () => {
  applied = (await api(`${T}/v2.0/applied-theme`)).json;
  const night = await api(`${T}/v2.0/${themeIdOf('night-market')}/preview`);
  other = night.json;
});

/** The application API lists no themes; the seed derives each theme's id from its slug. */
const themeIdOf = (slug: string) => objectId('theme', slug);

describe('theme: applied theme and preview', () => {
  it('answers the applied theme with its config, palette, font, sections and pages', async () => {
    const res = await api(`${T}/v2.0/applied-theme`);
    expect(res.status).toBe(200);
    const theme = res.json;
    expect(theme._id).toMatch(/^[0-9a-f]{24}$/);
    expect(theme).toMatchObject({ name: 'Lumen', applied: true, application_id: server().applicationId });
    expect(theme.config.current).toBe('Default');
    const current = theme.config.list.find((c: Any) => c.name === theme.config.current);
    expect(current.global_config.custom.props.disable_cart).toBe(false);
    expect(current.global_config.static.props.colors.primary_color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(theme.palette.general_setting.theme.page_background).toBe(
      current.global_config.static.props.colors.bg_color,
    );
    expect(theme.palette.advance_setting.user_alerts.error_text).toMatch(/^#/);
    expect(theme.font.family).toEqual(expect.any(String));
    expect(theme.available_pages.map((p: Any) => p.value)).toEqual(
      expect.arrayContaining([
        'home',
        'product-listing',
        'product-description',
        'brands',
        'categories',
        'collections',
        'brand-listing',
        'category-listing',
        'collection-listing',
        'cart-landing',
      ]),
    );
    expect(theme.available_sections.length).toBeGreaterThanOrEqual(20);
    expect(theme.config.preset.pages.find((p: Any) => p.value === 'home').sections.length).toBeGreaterThanOrEqual(10);
    // Every seed-time token was filled.
    expect(JSON.stringify(theme)).not.toContain('{{');
    expect(theme.meta.images.desktop).toMatch(/^\/media\//);
  });

  it('has a global schema with every setting type and the default colours', () => {
    const props: Any[] = applied.config.global_schema.props;
    const types = new Set(props.map((p) => p.type));
    for (const type of [
      'text',
      'textarea',
      'checkbox',
      'range',
      'select',
      'color',
      'image_picker',
      'url',
      'font',
      'collection',
    ])
      expect(types).toContain(type);
    const defaults = Object.fromEntries(props.map((p) => [p.id, p.default]));
    expect(defaults).toMatchObject({
      primary_color: '#7043F7',
      secondary_color: '#02D1CB',
      accent_color: '#FFFFFF',
      link_color: '#7043F7',
      bg_color: '#F8F8F8',
      disable_cart: false,
    });
    for (const p of props)
      expect(p).toEqual(
        expect.objectContaining({ id: expect.any(String), label: expect.any(String), category: expect.any(String) }),
      );
    // Every section schema's props use the same vocabulary, pickers included.
    const sectionTypes = new Set(
      applied.available_sections.flatMap((s: Any) =>
        [...s.props, ...s.blocks.flatMap((b: Any) => b.props)].map((p: Any) => p.type),
      ),
    );
    for (const type of ['product', 'collection', 'category', 'brand', 'image_picker', 'range', 'select'])
      expect(sectionTypes).toContain(type);
  });

  it('previews the non-applied theme by id, and exactly one theme is applied', async () => {
    expect(other).toMatchObject({ name: 'Night Market', applied: false });
    expect(other._id).not.toBe(applied._id);
    expect(other.palette.general_setting.theme.page_background).not.toBe(
      applied.palette.general_setting.theme.page_background,
    );
    const again = await api(`${T}/v2.0/${applied._id}/preview`);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ _id: applied._id, applied: true });
    expect([applied.applied, other.applied].filter(Boolean)).toHaveLength(1);
    // Upper-case hex names the same theme.
    expect((await api(`${T}/v2.0/${other._id.toUpperCase()}/preview`)).json._id).toBe(other._id);
  });

  it('answers 404 for an unknown theme and 400 for a malformed id', async () => {
    const missing = await api(`${T}/v2.0/ffffffffffffffffffffffff/preview`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: 'Theme ffffffffffffffffffffffff not found' });
    for (const bad of ['not-a-theme', '123', 'zzzzzzzzzzzzzzzzzzzzzzzz', `${'a'.repeat(25)}`]) {
      const res = await api(`${T}/v2.0/${bad}/preview`);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Invalid path: theme_id: theme_id must be 24 hexadecimal characters');
    }
    expect((await api(`${T}/v1.0/ffffffffffffffffffffffff/page`)).status).toBe(404);
    expect((await api(`${T}/v1.0/ffffffffffffffffffffffff/home`)).status).toBe(404);
    expect((await api(`${T}/v1.0/bad-id/home`)).status).toBe(400);
  });

  it('rejects malformed query values with 400', async () => {
    expect((await api(`${T}/v2.0/applied-theme?filters=maybe`)).status).toBe(400);
    expect((await api(`${T}/v1.0/${applied._id}/home?company=abc`)).json.message).toMatch(/^Invalid query: company/);
    expect(
      (await api(`${T}/v1.0/${applied._id}/home?section_preview_hash=${encodeURIComponent('<script>')}`)).status,
    ).toBe(400);
    expect(
      (await api(`${T}/v1.0/${applied._id}/home?company=1&filters=false&section_preview_hash=abc123`)).status,
    ).toBe(200);
  });
});

describe('theme: pages and sections', () => {
  it('lists every page of a theme with its sections', async () => {
    const res = await api(`${T}/v1.0/${applied._id}/page`);
    expect(res.status).toBe(200);
    const values = res.json.pages.map((p: Any) => p.value);
    expect(values).toEqual(applied.available_pages.map((p: Any) => p.value));
    for (const page of res.json.pages) {
      expect(page).toEqual(
        expect.objectContaining({
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          theme: applied._id,
          type: expect.stringMatching(/^(system|sections)$/),
          path: expect.any(String),
          seo: expect.any(Object),
        }),
      );
      expect(Array.isArray(page.sections)).toBe(true);
    }
    expect(res.json.pages.find((p: Any) => p.value === 'festive-lookbook')).toMatchObject({
      type: 'sections',
      path: 'sections/festive-lookbook',
    });
  });

  it('answers one page with at least 10 home sections, each with a full predicate and its source', async () => {
    const res = await api(`${T}/v1.0/${applied._id}/home`);
    expect(res.status).toBe(200);
    const sections: Any[] = res.json.sections;
    expect(sections.length).toBeGreaterThanOrEqual(10);
    for (const s of sections) {
      expect(s.predicate.screen).toEqual({
        mobile: expect.any(Boolean),
        tablet: expect.any(Boolean),
        desktop: expect.any(Boolean),
      });
      expect(s.predicate.user).toEqual({ authenticated: expect.any(Boolean), anonymous: expect.any(Boolean) });
      expect(['none', 'exact', 'query']).toContain(s.predicate.route.selected);
      expect(s.__source).toEqual({ type: 'themeBundle', id: 'default' });
      expect(Array.isArray(s.blocks)).toBe(true);
    }
    const anonymousOnly = sections.filter((s) => s.predicate.user.anonymous && !s.predicate.user.authenticated);
    expect(anonymousOnly).toHaveLength(1);
    expect(anonymousOnly[0].props.button_link.value).toBe('/auth/register');
    const mobileOnly = sections.filter(
      (s) => s.predicate.screen.mobile && !s.predicate.screen.tablet && !s.predicate.screen.desktop,
    );
    expect(mobileOnly).toHaveLength(1);
    const byQuery = sections.find((s) => s.predicate.route.selected === 'query')!;
    expect(byQuery.predicate.route.query).toEqual({ key: 'utm_source', value: 'newsletter' });
    for (const name of [
      'hero-slideshow',
      'category-list',
      'product-carousel',
      'brand-list',
      'image-with-text',
      'product-grid',
      'collection-list',
      'testimonials',
      'trust-badges',
      'rich-text',
      'newsletter',
      'custom-html',
    ])
      expect(sections.map((s) => s.name)).toContain(name);
  });

  it('types every section prop as its schema says', async () => {
    const schemas = new Map<string, Any>(applied.available_sections.map((s: Any) => [s.name, s]));
    const { pages } = (await api(`${T}/v1.0/${applied._id}/page`)).json;
    for (const section of pages.flatMap((p: Any) => p.sections)) {
      const schema = schemas.get(section.name)!;
      expect(schema).toBeDefined();
      for (const [id, prop] of Object.entries<Any>(section.props))
        expect([section.name, id, prop.type]).toEqual([
          section.name,
          id,
          schema.props.find((p: Any) => p.id === id).type,
        ]);
      for (const block of section.blocks) {
        const blockSchema = schema.blocks.find((b: Any) => b.type === block.type);
        for (const [id, prop] of Object.entries<Any>(block.props))
          expect(prop.type).toBe(blockSchema.props.find((p: Any) => p.id === id).type);
      }
    }
  });

  it('points pickers at real catalogue entries and images at stored media', async () => {
    const { pages } = (await api(`${T}/v1.0/${applied._id}/page`)).json;
    const values = new Map<string, Set<string>>();
    const visit = (props: Any) => {
      for (const prop of Object.values<Any>(props)) {
        if (typeof prop.value !== 'string' || prop.value === '') continue;
        (values.get(prop.type) ?? values.set(prop.type, new Set()).get(prop.type)!).add(prop.value);
      }
    };
    for (const s of pages.flatMap((p: Any) => p.sections)) {
      visit(s.props);
      s.blocks.forEach((b: Any) => visit(b.props));
    }
    const paths: Record<string, (v: string) => string> = {
      collection: (v) => `/service/application/catalog/v1.0/collections/${v}`,
      brand: (v) => `/service/application/catalog/v1.0/brands/${v}`,
      category: (v) => `/service/application/catalog/v1.0/categories/${v}`,
      product: (v) => `/service/application/catalog/v1.0/products/${v}`,
    };
    for (const [type, path] of Object.entries(paths)) {
      expect(values.get(type)?.size ?? 0).toBeGreaterThan(0);
      for (const v of values.get(type) ?? []) expect([type, v, (await api(path(v))).status]).toEqual([type, v, 200]);
    }
    const images = [...(values.get('image_picker') ?? [])];
    expect(images.length).toBeGreaterThan(4);
    for (const url of images) {
      expect(url).toMatch(/^\/media\/[a-z0-9-]+\.(webp|svg)$/);
      expect([url, (await fetch(`${server().url}${url}`)).status]).toEqual([url, 200]);
    }
  });

  it('answers 404 for an unknown page and 400 for a malformed page value', async () => {
    const missing = await api(`${T}/v1.0/${applied._id}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: `Page no-such-page not found in theme ${applied._id}` });
    for (const bad of ['Home', 'home%20page', '-home', 'a'.repeat(101)]) {
      const res = await api(`${T}/v1.0/${applied._id}/${bad}`);
      expect([bad, res.status]).toEqual([bad, 400]);
      expect(res.json.message).toMatch(/^Invalid path: page_value/);
    }
  });

  it('serves the second theme its own home order, and filters=true drops sections nobody can see', async () => {
    const mine = (await api(`${T}/v1.0/${applied._id}/home`)).json.sections.map((s: Any) => s.name);
    const all = (await api(`${T}/v1.0/${other._id}/home`)).json.sections;
    expect(all.map((s: Any) => s.name)).not.toEqual(mine);
    // The same theme sections, plus an extension's section with its assets.
    const themeSections = all.filter((s: Any) => s.__source.type === 'themeBundle');
    expect(new Set(themeSections.map((s: Any) => s.name))).toEqual(new Set(mine));
    const extensions = all.filter((s: Any) => s.__source.type === 'extension');
    expect(extensions).toEqual([
      expect.objectContaining({
        name: 'sale-countdown',
        __source: { type: 'extension', id: expect.any(String) },
        assets: { js: expect.stringMatching(/\.js$/), css: expect.stringMatching(/\.css$/) },
      }),
    ]);
    const hidden = all.filter(
      (s: Any) => !s.predicate.screen.mobile && !s.predicate.screen.tablet && !s.predicate.screen.desktop,
    );
    expect(hidden).toHaveLength(1);
    const filtered = (await api(`${T}/v1.0/${other._id}/home?filters=true`)).json.sections;
    expect(filtered).toHaveLength(all.length - 1);
    expect(filtered.map((s: Any) => s.label)).not.toContain(hidden[0].label);
    const allPages = (await api(`${T}/v1.0/${other._id}/page?filters=true`)).json.pages;
    expect(allPages.find((p: Any) => p.value === 'home').sections).toHaveLength(all.length - 1);
  });

  it('builds the listing, product, cart and landing pages from their sections', async () => {
    const expected: Record<string, string[]> = {
      'product-listing': ['product-listing'],
      'brand-listing': ['listing-banner', 'product-listing'],
      'category-listing': ['listing-banner', 'product-listing'],
      'collection-listing': ['listing-banner', 'product-listing'],
      'product-description': ['product-description', 'product-carousel'],
      brands: ['brands-landing'],
      categories: ['categories-landing'],
      collections: ['collections-landing'],
      'cart-landing': ['cart-landing', 'product-carousel'],
    };
    for (const [value, names] of Object.entries(expected)) {
      const page = (await api(`${T}/v1.0/${applied._id}/${value}`)).json;
      expect([value, page.sections.map((s: Any) => s.name)]).toEqual([value, names]);
    }
    const pdp = (await api(`${T}/v1.0/${applied._id}/product-description`)).json.sections[0];
    expect(pdp.blocks.map((b: Any) => b.type)).toEqual(
      expect.arrayContaining(['product_name', 'product_price', 'size_selector', 'add_to_cart', 'pincode']),
    );
    // Page settings live in the config's page list.
    const settings = applied.config.list[0].page.find((p: Any) => p.page === 'product-description');
    expect(settings.settings.props.show_breadcrumbs).toBe(true);
  });
});
