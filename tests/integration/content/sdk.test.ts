// The content API through clients: the official SDK's Content client (on the paths and versions
// it calls) and our own lib/sdk content module.
import { describe, expect, it } from '@jest/globals';
import { createApiClient } from '@/lib/sdk/client';
import { createSdk, SdkServerResponseError } from '@/lib/sdk';
import { api, failure, officialClient, server } from '../harness';

type Any = Record<string, any>;
const C = '/service/application/content';

function sdk() {
  const { url, applicationId, applicationToken } = server();
  return createSdk(
    createApiClient({
      transport: (request) => fetch(request),
      base: url,
      config: { applicationId, applicationToken, domain: url },
    }),
  );
}

describe('official SDK: Content', () => {
  it('reads every content call the storefront makes', async () => {
    const content = officialClient().content;
    const navigations = (await content.getNavigations({ pageNo: 1, pageSize: 10 })) as Any;
    expect(navigations).toEqual((await api(`${C}/v1.0/navigations?page_no=1&page_size=10`)).json);
    const tags = (await content.getTags()) as Any;
    expect(tags.tags.length).toBe(2);
    const pages = (await content.getPages({ pageNo: 1, pageSize: 5 })) as Any;
    expect(pages.items.length).toBeGreaterThan(0);
    const page = (await content.getPage({ slug: 'size-guide' })) as Any;
    expect(page.title).toBe('Size guide');
    expect(((await content.getLandingPage()) as Any).action.page.type).toBe('home');
    expect(((await content.getLegalInformation()) as Any).shipping).toContain('₹999');
    expect(((await content.getSupportInformation()) as Any).contact.email.active).toBe(true);
    expect(((await content.getSEOConfiguration()) as Any).seo.robots_txt).toContain('Sitemap:');
    expect(((await content.getAnnouncements()) as Any).announcements.$all.length).toBe(1);
  });

  it('surfaces a missing page as a 404 error', async () => {
    expect(await failure(() => officialClient().content.getPage({ slug: 'gift-cards' }))).toMatchObject({
      code: 404,
      message: 'Page gift-cards not found',
    });
  });
});

describe('lib/sdk: content', () => {
  it('reads menus, tags, pages and settings with typed answers', async () => {
    const s = sdk();
    const { items } = await s.content.getNavigations();
    const footer = items.find((n) => n.orientation.landscape.includes('bottom'))!;
    expect(footer.navigation.every((e) => typeof e.sort_order === 'number')).toBe(true);
    const { tags } = await s.content.getTags();
    expect(tags.filter((t) => t.pages.length === 0).map((t) => t.type)).toEqual(['css']);
    const page = await s.content.getCustomPage({ slug: 'about-us' });
    expect(page.content.map((c) => c.type)).toEqual(['html', 'css', 'js']);
    expect((await s.content.getPage({ slug: 'about-us' }))._id).toBe(page._id);
    expect((await s.content.getPages({ pageSize: 1 })).page.has_next).toBe(true);
    expect((await s.content.getLandingPage()).slug).toBe('home');
    expect((await s.content.getLegalInformation()).tnc).toContain('Terms');
    expect((await s.content.getSupportInformation()).application).toBe(server().applicationId);
    expect((await s.content.getSEOConfiguration()).seo.sitemap_enabled).toBe(true);
    expect(Object.keys((await s.content.getAnnouncements()).announcements)).toContain('$all');
  });

  it('reports an unknown page as a 404', async () => {
    const error = await sdk()
      .content.getCustomPage({ slug: 'nope' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkServerResponseError);
    expect((error as SdkServerResponseError).status).toBe(404);
  });
});
