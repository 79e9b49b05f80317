// The content API over HTTP: menus, injected tags, custom pages, landing page, legal texts,
// support, SEO and announcements, with good and bad inputs.
import { describe, expect, it } from '@jest/globals';
import { api, server } from '../harness';

const C = '/service/application/content';
type Any = Record<string, any>;

function walk(entries: Any[], visit: (e: Any) => void) {
  for (const e of entries) {
    visit(e);
    walk(e.sub_navigation ?? [], visit);
  }
}

describe('content: navigations', () => {
  it('answers the same menus on v1.0 (the SDK) and v2.0 (the API reference)', async () => {
    const v1 = await api(`${C}/v1.0/navigations`);
    const v2 = await api(`${C}/v2.0/navigations`);
    expect(v1.status).toBe(200);
    expect(v2.json).toEqual(v1.json);
    expect(v1.json.items.map((n: Any) => n.slug)).toEqual(['main-menu', 'footer-menu', 'app-menu']);
    expect(v1.json.page).toMatchObject({ type: 'number', current: 1, item_total: 3, has_next: false });
  });

  it('gives every entry the Navigation entry fields and page actions with list parameters', async () => {
    const { items } = (await api(`${C}/v2.0/navigations`)).json;
    for (const nav of items) {
      expect(nav).toEqual(
        expect.objectContaining({
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          application: server().applicationId,
          name: expect.any(String),
          platform: expect.any(Array),
        }),
      );
      expect(nav.orientation).toEqual({ landscape: expect.any(Array), portrait: expect.any(Array) });
      walk(nav.navigation, (e) => {
        expect(e).toEqual(
          expect.objectContaining({
            display: expect.any(String),
            active: expect.any(Boolean),
            sort_order: expect.any(Number),
            tags: expect.any(Array),
            sub_navigation: expect.any(Array),
            action: expect.any(Object),
          }),
        );
        if (e.action.type === 'page') {
          expect(typeof e.action.page.type).toBe('string');
          for (const v of Object.values<unknown>({ ...e.action.page.params, ...e.action.page.query }))
            expect(Array.isArray(v)).toBe(true);
        }
      });
    }
    const main = items.find((n: Any) => n.slug === 'main-menu');
    expect(main.platform).toContain('web');
    const women = main.navigation.find((e: Any) => e.display === 'Women');
    expect(women.action).toEqual({ type: 'page', page: { type: 'products', query: { department: ['women'] } } });
    expect(women.sub_navigation.find((e: Any) => e.display === 'Kurtas').action.page).toEqual({
      type: 'category',
      params: { slug: ['women-kurtas'] },
    });
    const footer = items.find((n: Any) => n.slug === 'footer-menu');
    expect(footer.orientation.landscape).toContain('bottom');
    // Entries a storefront must leave out: inactive ones and non-page actions; and a menu not for the web.
    const footerEntries: Any[] = [];
    walk(footer.navigation, (e) => footerEntries.push(e));
    expect(footerEntries.some((e) => !e.active)).toBe(true);
    expect(footerEntries.some((e) => e.action.type !== 'page')).toBe(true);
    expect(items.find((n: Any) => n.slug === 'app-menu').platform).not.toContain('web');
    // sort_order is not insertion order, so ordering is visible.
    const orders = main.navigation.map((e: Any) => e.sort_order);
    expect(orders).not.toEqual([...orders].sort((a: number, b: number) => a - b));
  });

  it('pages the menus and rejects bad paging with 400', async () => {
    const first = (await api(`${C}/v2.0/navigations?page_no=1&page_size=2`)).json;
    expect(first.items).toHaveLength(2);
    expect(first.page).toMatchObject({ current: 1, size: 2, has_next: true, item_total: 3 });
    const second = (await api(`${C}/v2.0/navigations?page_no=2&page_size=2`)).json;
    expect(second.items.map((n: Any) => n.slug)).toEqual(['app-menu']);
    for (const bad of ['page_size=0', 'page_size=101', 'page_no=0', 'page_no=x']) {
      const res = await api(`${C}/v2.0/navigations?${bad}`);
      expect([bad, res.status]).toEqual([bad, 400]);
      expect(res.json.message).toMatch(/^Invalid query: page_(no|size)/);
    }
  });
});

describe('content: tags', () => {
  it('answers injected tags: inline CSS for every page and inline JS for home only', async () => {
    const res = await api(`${C}/v1.0/tags`);
    expect(res.status).toBe(200);
    expect(res.json.application).toBe(server().applicationId);
    const tags: Any[] = res.json.tags;
    const css = tags.find((t) => t.type === 'css')!;
    expect(css).toMatchObject({
      sub_type: 'inline',
      position: 'head',
      pages: [],
      attributes: { 'data-tag': 'lumen-base-css' },
    });
    const js = tags.find((t) => t.type === 'js')!;
    expect(js).toMatchObject({ sub_type: 'inline', position: 'body-bottom', pages: [{ page_slug: 'home' }] });
    expect(js.content).toContain("setAttribute('data-home-tag'");
    for (const t of tags) {
      expect(['head', 'body-top', 'body-bottom']).toContain(t.position);
      expect(t._id).toMatch(/^[0-9a-f]{24}$/);
    }
  });
});

describe('content: custom pages', () => {
  it('lists published pages only, on v2.0 and v1.0', async () => {
    const res = await api(`${C}/v2.0/pages`);
    expect(res.status).toBe(200);
    const slugs = res.json.items.map((p: Any) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['about-us', 'card-tokenisation', 'size-guide']));
    expect(slugs).not.toContain('gift-cards');
    expect(res.json.items.every((p: Any) => p.published)).toBe(true);
    expect(res.json.page).toMatchObject({ type: 'number', current: 1, item_total: slugs.length });
    expect((await api(`${C}/v1.0/pages`)).json).toEqual(res.json);
    const one = (await api(`${C}/v2.0/pages?page_size=1&page_no=2`)).json;
    expect(one.items).toHaveLength(1);
    expect(one.items[0].slug).toBe(slugs[1]);
  });

  it('answers a page with its HTML, CSS and JS content and SEO', async () => {
    const res = await api(`${C}/v2.0/pages/about-us`);
    expect(res.status).toBe(200);
    const page = res.json;
    expect(page).toMatchObject({
      slug: 'about-us',
      title: 'About us',
      published: true,
      type: 'rawhtml',
      application: server().applicationId,
    });
    const content = Object.fromEntries(page.content.map((c: Any) => [c.type, c.value]));
    expect(content.html).toContain('<h1>');
    expect(content.css).toContain('.ll-page');
    expect(content.js).toContain('ll-years');
    expect(page.seo.title).toContain('About us');
    expect((await api(`${C}/v2.0/pages/about-us?root_id=abc`)).status).toBe(200);
  });

  it('answers 404 for an unknown or unpublished page and 400 for a malformed slug', async () => {
    const missing = await api(`${C}/v2.0/pages/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: 'Page no-such-page not found' });
    expect((await api(`${C}/v2.0/pages/gift-cards`)).status).toBe(404);
    for (const bad of ['About-Us', 'a%20b', '-x', 'a'.repeat(101)]) {
      const res = await api(`${C}/v2.0/pages/${bad}`);
      expect([bad, res.status]).toEqual([bad, 400]);
      expect(res.json.message).toMatch(/^Invalid path: slug/);
    }
    expect((await api(`${C}/v2.0/pages/about-us?root_id=${encodeURIComponent('<x>')}`)).status).toBe(400);
  });
});

describe('content: landing page, legal, support, SEO, announcements', () => {
  it('answers the landing page action (home)', async () => {
    const res = await api(`${C}/v1.0/landing-page`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      slug: 'home',
      action: { type: 'page', page: { type: 'home' } },
      application: server().applicationId,
    });
    expect(res.json.platform).toContain('web');
  });

  it('answers the policy texts', async () => {
    const res = await api(`${C}/v1.0/legal`);
    expect(res.status).toBe(200);
    for (const key of ['tnc', 'policy', 'shipping', 'returns']) {
      expect(typeof res.json[key]).toBe('string');
      expect(res.json[key]).toMatch(/^<h2>/);
      expect(res.json[key].length).toBeGreaterThan(200);
    }
    expect(res.json.returns).toContain('15 days');
    expect(res.json.faq.length).toBeGreaterThan(0);
  });

  it('answers support contacts that agree with the configuration API', async () => {
    const support = (await api(`${C}/v1.0/support`)).json;
    const info = (await api('/service/application/configuration/v1.0/information')).json;
    expect(support.application).toBe(server().applicationId);
    expect(support.contact.email.active).toBe(true);
    expect(support.contact.email.email[0].value).toContain('@');
    expect(support.contact.phone.phone[0].number).toBe(info.address.phone[0].number);
  });

  it('answers the SEO settings with a robots.txt that names the sitemap', async () => {
    const { seo } = (await api(`${C}/v1.0/seo`)).json;
    expect(seo.app).toBe(server().applicationId);
    expect(seo.sitemap_enabled).toBe(true);
    expect(seo.robots_txt).toMatch(/^User-agent: \*/);
    expect(seo.robots_txt).toMatch(/\nSitemap: https?:\/\/[^\s]+\/sitemap\.xml\n$/);
    expect(seo.details.title.length).toBeGreaterThan(10);
    expect(seo.custom_meta_tags.length).toBeGreaterThan(0);
  });

  it('answers the announcements showing now, by page, without the ended one', async () => {
    const res = await api(`${C}/v1.0/announcements`);
    expect(res.status).toBe(200);
    expect(res.json.refresh_rate).toBe(900);
    const all = res.json.announcements.$all;
    expect(all).toHaveLength(1);
    expect(all[0].announcement).toContain('Free delivery');
    expect(all[0].editor_meta).toMatchObject({
      foreground_color: expect.any(String),
      background_color: expect.any(String),
    });
    expect(res.json.announcements['product-description'][0].announcement).toContain('LOOM10');
    expect(JSON.stringify(res.json)).not.toContain('Monsoon');
  });
});
