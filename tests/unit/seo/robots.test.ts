// robots.txt: private paths are always disallowed, the merchant's rules are kept, and the
// Sitemap line points at our index.
import { buildRobots, parseRobotsTxt } from '@/lib/seo/robots';

const sitemapIndexUrl = 'https://shop.example.in/sitemap.xml';
const PRIVATE = ['/api/', '/service/', '/auth/', '/profile/', '/cart/'];

describe('robots.txt', () => {
  it('allows everything but the private paths when the merchant has no rules', () => {
    expect(buildRobots({ sitemapIndexUrl })).toEqual({
      rules: [{ userAgent: '*', allow: ['/'], disallow: PRIVATE }],
      sitemap: sitemapIndexUrl,
    });
  });

  it('keeps the merchant’s rules, adds the private paths and replaces their Sitemap line', () => {
    const merchantText =
      'User-agent: *\nAllow: /\nDisallow: /cart/\nDisallow: /compare/ # comparisons\nDisallow: /*?*sort_on=\n\nSitemap: http://old.example/sitemap.xml\n';
    const robots = buildRobots({ merchantText, sitemapEnabled: true, sitemapIndexUrl });
    expect(robots.rules).toEqual([
      {
        userAgent: '*',
        allow: ['/'],
        disallow: ['/cart/', '/compare/', '/*?*sort_on=', '/api/', '/service/', '/auth/', '/profile/'],
      },
    ]);
    expect(robots.sitemap).toBe(sitemapIndexUrl);
  });

  it('gives every crawler group the private paths, since a crawler reads only its own group', () => {
    const merchantText =
      'User-agent: Googlebot\nUser-agent: Bingbot\nDisallow:\nCrawl-delay: 2\n\nUser-agent: *\nDisallow: /drafts/\n';
    const robots = buildRobots({ merchantText, sitemapIndexUrl });
    expect(robots.rules).toEqual([
      { userAgent: ['Googlebot', 'Bingbot'], disallow: PRIVATE, crawlDelay: 2 },
      { userAgent: '*', disallow: ['/drafts/', ...PRIVATE] },
    ]);
  });

  it('leaves the Sitemap line out when the merchant turned sitemaps off', () => {
    expect(
      buildRobots({ merchantText: 'User-agent: *\nAllow: /', sitemapEnabled: false, sitemapIndexUrl }).sitemap,
    ).toBeUndefined();
  });

  it('ignores rules before any User-agent and unknown lines', () => {
    expect(parseRobotsTxt('Disallow: /x/\nnonsense\nUser-agent: *\nNoindex: /y/\nDisallow: /z/')).toEqual([
      { userAgent: ['*'], allow: [], disallow: ['/z/'] },
    ]);
  });
});
