// robots.txt: the merchant's rules from the content API's SEO settings (when present), with the
// paths no crawler may visit added to every group and our sitemap index as the Sitemap line.
import type { MetadataRoute } from 'next';
import { ROBOTS_DISALLOW } from './constants';

type Rule = { userAgent: string[]; allow: string[]; disallow: string[]; crawlDelay?: number };

/** Parses robots.txt text into groups; Sitemap and Host lines are dropped (we write our own). */
export function parseRobotsTxt(text: string): Rule[] {
  const groups: Rule[] = [];
  let current: Rule | undefined;
  let lastWasAgent = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const field = match[1].toLowerCase();
    const value = match[2].trim();
    if (field === 'user-agent') {
      if (!value) continue;
      if (!current || !lastWasAgent) {
        current = { userAgent: [], allow: [], disallow: [] };
        groups.push(current);
      }
      current.userAgent.push(value);
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current || !value) continue; // rules before any User-agent, and empty 'Disallow:' (allow all)
    if (field === 'allow') current.allow.push(value);
    else if (field === 'disallow') current.disallow.push(value);
    else if (field === 'crawl-delay' && Number.isFinite(Number(value))) current.crawlDelay = Number(value);
  }
  return groups;
}

export type RobotsInput = {
  /** The content API's seo.robots_txt, if the platform has one. */
  merchantText?: string;
  /** seo.sitemap_enabled; the Sitemap line is left out when the merchant turned sitemaps off. */
  sitemapEnabled?: boolean;
  sitemapIndexUrl: string;
};

export function buildRobots({
  merchantText,
  sitemapEnabled = true,
  sitemapIndexUrl,
}: RobotsInput): MetadataRoute.Robots {
  const groups = merchantText ? parseRobotsTxt(merchantText) : [];
  if (!groups.some((g) => g.userAgent.includes('*'))) groups.push({ userAgent: ['*'], allow: ['/'], disallow: [] });
  const rules = groups.map((g) => ({
    userAgent: g.userAgent.length === 1 ? g.userAgent[0] : g.userAgent,
    ...(g.allow.length ? { allow: [...new Set(g.allow)] } : {}),
    // A crawler reads only its most specific group, so every group gets the private paths.
    disallow: [...new Set([...g.disallow, ...ROBOTS_DISALLOW])],
    ...(g.crawlDelay !== undefined ? { crawlDelay: g.crawlDelay } : {}),
  }));
  return { rules, ...(sitemapEnabled ? { sitemap: sitemapIndexUrl } : {}) };
}
