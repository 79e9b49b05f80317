// Seeds the themes (the shop theme's preset.json and sections.generated.json, ../theme/preset.ts) and the content
// (menus, tags, custom pages, announcements, landing page, legal, SEO) after the catalogue and the
// application exist, since the theme's images and product pickers are looked up in them. Only what
// is absent is written (one transaction), so a merchant's themes, menus, tags, pages and documents
// survive a re-seed; new sections of the shop theme reach a stored theme through ./theme-sync.ts
// instead.
//   seedThemeContent(database): on every full seed.
//   ensureThemeContent(database): on start; seeds only a database that has no theme yet (a .data
//     folder from before themes existed), so later starts cost one query.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  announcements,
  contentDocuments,
  customPages,
  injectedTags,
  navigations,
  themePages,
  themes,
} from '../db/schema';
import {
  demoAnnouncements,
  demoCustomPages,
  demoDocuments,
  demoNavigations,
  demoTags,
  type ShopFacts,
} from '../content';
import { buildTheme, type RawSection, type ThemeRows, type ThemeVariant } from '../theme';

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** Serialises seeders across processes sharing one PostgreSQL (an arbitrary, fixed key). */
export const LOCK_KEY = 7_300_301;

type Media = { logo: string | null; banners: { landscape?: string; portrait?: string } };
type AppRow = { name: string; description: string; logo: string | null; config: Record<string, unknown> };

const LUMEN: ThemeVariant = { name: 'Lumen', slug: 'lumen', applied: true };

const HIDDEN_DRAFT: RawSection = {
  name: 'promo-banner',
  label: 'Diwali countdown (draft, hidden)',
  props: {
    heading: 'Diwali sale starts soon',
    body: 'Set a reminder: our biggest sale of the year is almost here.',
    background: '#E9A13B',
    text_color: '#16141F',
    compact: true,
  },
  predicate: { screen: { mobile: false, tablet: false, desktop: false } },
};

/** An installed extension's section (public/extensions/sale-countdown): drawn by its own script. */
const SALE_COUNTDOWN: RawSection = {
  name: 'sale-countdown',
  label: 'Sale countdown (extension)',
  props: {
    heading: 'The Night Market sale ends in',
    days: 3,
    link_text: 'Shop the sale',
    link: '/collection/festive-edit/',
  },
  extension: {
    id: 'lumen-labs.sale-countdown',
    js: '/extensions/sale-countdown/section.js',
    css: '/extensions/sale-countdown/section.css',
  },
};

/** The second theme: same sections, dark palette, another order, one hidden draft section. */
const NIGHT_MARKET: ThemeVariant = {
  name: 'Night Market',
  slug: 'night-market',
  applied: false,
  description: 'A dark, lantern-lit take on the default theme: saffron on ink, serif headings and pill buttons.',
  values: {
    primary_color: '#E9A13B',
    secondary_color: '#7AD3C4',
    accent_color: '#16141F',
    link_color: '#E9C46A',
    bg_color: '#16141F',
    text_heading_color: '#F4F1EA',
    text_body_color: '#D9D6E0',
    button_primary_color: '#E9A13B',
    button_primary_label_color: '#16141F',
    button_secondary_color: '#16141F',
    button_secondary_label_color: '#F4F1EA',
    sale_color: '#FF8A80',
    divider_color: '#2E2B3A',
    header_bg_color: '#16141F',
    header_text_color: '#F4F1EA',
    footer_bg_color: '#0E0C15',
    footer_text_color: '#D9D6E0',
    announcement_bg_color: '#E9A13B',
    announcement_text_color: '#16141F',
    header_layout: 'double',
    border_radius: 4,
    button_radius: 24,
    font_header: {
      family: "Georgia, 'Times New Roman', serif",
      variants: { regular: { name: '400', file: '' }, bold: { name: '700', file: '' } },
    },
  },
  homeOrder: [
    'Bestsellers',
    'Sale countdown (extension)',
    'Hero slideshow',
    'Curated collections',
    'Shop by category',
    'Create an account (anonymous shoppers)',
    'New arrivals',
    'Spotlight',
    'Labels we love',
    'Made by hand',
  ],
  homePatches: {
    'Create an account (anonymous shoppers)': { background: '#221F2E', text_color: '#F4F1EA' },
    'Made by hand': { background: '#221F2E', image_position: 'right' },
    Spotlight: { background: '#221F2E' },
    Newsletter: { background: '#221F2E' },
  },
  homeExtra: [SALE_COUNTDOWN, HIDDEN_DRAFT],
};

/** A catalogue-only shop (disable_cart): no bag, no add-to-bag, cart routes go home. */
const CATALOGUE_ONLY: ThemeVariant = {
  name: 'Lookbook',
  slug: 'lookbook',
  applied: false,
  description: 'The default theme as a catalogue: products to browse and compare, the cart turned off.',
  values: { disable_cart: true },
};

/** The seeded themes, by slug: `npm run theme:sync` updates stored themes of these slugs. */
export const DEMO_THEMES: ThemeVariant[] = [LUMEN, NIGHT_MARKET, CATALOGUE_ONLY];

async function loadFacts(database: Database) {
  const [app] = await database.query<AppRow>(
    'SELECT name, description, logo, config FROM applications ORDER BY created_at LIMIT 1',
  );
  if (!app) throw new Error('seed the application before its themes and content');
  const media = async (table: 'collections' | 'brands' | 'categories') =>
    new Map(
      (await database.query<Media & { slug: string }>(`SELECT slug, logo, banners FROM ${table}`)).map((r) => [
        r.slug,
        r,
      ]),
    );
  const [collections, brands, categories] = await Promise.all([
    media('collections'),
    media('brands'),
    media('categories'),
  ]);
  const popular = (
    await database.query<{ slug: string }>(
      'SELECT slug FROM products WHERE is_available ORDER BY popularity DESC, uid LIMIT 20',
    )
  ).map((r) => r.slug);
  return { app, tables: { collection: collections, brand: brands, category: categories }, popular };
}

type Facts = Awaited<ReturnType<typeof loadFacts>>;

/** Fills the preset's {{tokens}} (docs/THEMES.md, "A page preset"); an unknown one becomes ''. */
function resolver(facts: Facts): (text: string) => string {
  const appConfig = facts.app.config as {
    app?: Record<string, string>;
    information?: { business_highlights?: Array<{ _id: string; icon: string }> };
  };
  const one = (token: string): string => {
    const [kind, a = '', b = ''] = token.split(':');
    if (kind === 'collection' || kind === 'brand' || kind === 'category') {
      const row = facts.tables[kind].get(a);
      if (!row) return '';
      if (b === 'logo') return row.logo ?? '';
      return (b === 'banner_portrait' ? row.banners.portrait : row.banners.landscape) ?? '';
    }
    if (kind === 'product' && a === 'popular') return facts.popular[Number(b) || 0] ?? facts.popular[0] ?? '';
    if (kind === 'app') {
      if (a === 'name') return facts.app.name;
      if (a === 'logo') return facts.app.logo ?? '';
      if (a === 'highlight') return appConfig.information?.business_highlights?.find((h) => h._id === b)?.icon ?? '';
      return appConfig.app?.[a] ?? '';
    }
    return '';
  };
  return (text) =>
    text.includes('{{')
      ? text.replace(/\{\{([a-z_]+(?::[A-Za-z0-9_-]+)*)\}\}/g, (_, token: string) => one(token))
      : text;
}

function shopFacts(facts: Facts): ShopFacts {
  const config = facts.app.config as {
    app?: { company_name?: string; banner?: string };
    support?: { email?: string; phone?: string };
    information?: { address?: { city?: string } };
  };
  return {
    name: facts.app.name,
    description: facts.app.description,
    company: config.app?.company_name ?? facts.app.name,
    email: config.support?.email ?? '',
    phone: config.support?.phone ?? '',
    city: config.information?.address?.city ?? '',
    banner: config.app?.banner ?? '',
    logo: facts.app.logo ?? '',
  };
}

/** The demo themes' rows, their tokens filled from the seeded catalogue and application. */
export async function buildDemoThemes(database: Database): Promise<ThemeRows[]> {
  return themesOf(await loadFacts(database));
}

function themesOf(facts: Facts): ThemeRows[] {
  const resolve = resolver(facts);
  return DEMO_THEMES.map((variant) => buildTheme(variant, resolve));
}

/** The demo themes whose slug and id are free; at most one applied, and none if one already is. */
async function insertAbsentThemes(tx: Tx, built: ThemeRows[]): Promise<number> {
  const present = await tx.select({ id: themes.id, slug: themes.slug, applied: themes.isApplied }).from(themes);
  const taken = new Set(present.flatMap((t) => [t.id, t.slug]));
  let applied = present.some((t) => t.applied);
  const fresh = built.filter((b) => !taken.has(b.theme.id) && !taken.has(b.theme.slug));
  for (const b of fresh) {
    const isApplied = Boolean(b.theme.isApplied) && !applied;
    applied ||= isApplied;
    await tx.insert(themes).values({ ...b.theme, isApplied });
    await tx.insert(themePages).values(b.pages).onConflictDoNothing();
  }
  return fresh.length;
}

/** Inserts what is absent (a theme by slug, a menu by slug, a page by slug, a document by kind...). */
async function write(database: Database, onlyIfNoTheme: boolean): Promise<number> {
  const facts = await loadFacts(database);
  const built = themesOf(facts);
  const shop = shopFacts(facts);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    if (onlyIfNoTheme) {
      const found = (await tx.execute(sql`SELECT 1 FROM themes LIMIT 1`)) as unknown as { rows: unknown[] };
      if (found.rows.length > 0) return 0;
    }
    const counts = [
      await insertAbsentThemes(tx, built),
      (await tx.insert(navigations).values(demoNavigations()).onConflictDoNothing().returning({ id: navigations.id }))
        .length,
      (await tx.insert(injectedTags).values(demoTags()).onConflictDoNothing().returning({ id: injectedTags.id }))
        .length,
      (
        await tx
          .insert(customPages)
          .values(demoCustomPages(shop))
          .onConflictDoNothing()
          .returning({ id: customPages.id })
      ).length,
      (
        await tx
          .insert(announcements)
          .values(demoAnnouncements(new Date()))
          .onConflictDoNothing()
          .returning({ id: announcements.id })
      ).length,
      (
        await tx
          .insert(contentDocuments)
          .values(demoDocuments(shop))
          .onConflictDoNothing()
          .returning({ id: contentDocuments.id })
      ).length,
    ];
    return counts.reduce((a, b) => a + b, 0);
  });
}

/** Seeds the demo themes and content that are absent; never overwrites a stored one. */
export async function seedThemeContent(database: Database): Promise<number> {
  return write(database, false);
}

/** Seeds themes and content into an already seeded database that has no theme at all. */
export async function ensureThemeContent(database: Database): Promise<void> {
  const [row] = await database.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM themes) AS present');
  if (row?.present) return;
  await write(database, true);
}
