// The content API's rules over the database, answering in the shapes of contract/types/content.ts.
import { and, asc, count, eq } from 'drizzle-orm';
import { offsetOf, pageOf, type PageRequest } from '../http/query-fields';
import type { Db } from '../db/client';
import { announcements, contentDocuments, customPages, injectedTags, navigations } from './schema';
import { notFound } from '../http/errors';
import type { Application } from '../http/env';
import type {
  Announcement,
  AnnouncementsAnswer,
  ApplicationLegal,
  CustomPage,
  CustomPageList,
  LandingPage,
  Navigation,
  NavigationList,
  SeoConfiguration,
  SupportInformation,
  TagsAnswer,
} from '../../contract/types/content';
import { objectId } from '../theme';
import { CONTENT_MESSAGES } from './messages';
import { ALL_PAGES, CONTENT_LIMITS } from './constants';

const iso = (d: Date) => d.toISOString();
const dateMeta = (created: Date, modified: Date) => ({ created_on: iso(created), modified_on: iso(modified) });
const SEEDED_BY = { id: 'system' };

export async function listNavigations(db: Db, applicationId: string, request: PageRequest): Promise<NavigationList> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(navigations);
  const rows = await db
    .select()
    .from(navigations)
    .orderBy(asc(navigations.sort), asc(navigations.slug))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const items: Navigation[] = rows.map((r) => ({
    _id: r.id,
    application: applicationId,
    archived: false,
    name: r.name,
    slug: r.slug,
    platform: r.platform,
    orientation: r.orientation,
    version: r.version,
    navigation: r.navigation as unknown as Navigation['navigation'],
    created_by: SEEDED_BY,
    date_meta: dateMeta(r.createdAt, r.updatedAt),
  }));
  return { items, page: pageOf(request, total) };
}

export async function getTags(db: Db, applicationId: string): Promise<TagsAnswer> {
  const rows = await db.select().from(injectedTags).orderBy(asc(injectedTags.sort), asc(injectedTags.id));
  return {
    _id: objectId('tags', applicationId),
    application: applicationId,
    tags: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      type: r.type,
      sub_type: r.subType,
      ...(r.url ? { url: r.url } : {}),
      ...(r.content ? { content: r.content } : {}),
      attributes: r.attributes,
      position: r.position,
      pages: r.pages,
      compatible_engines: ['react'],
      __source: { type: 'dashboard', id: '' },
    })),
  };
}

type PageRow = typeof customPages.$inferSelect;

function customPageJson(r: PageRow, applicationId: string): CustomPage {
  const seo = r.seo as Partial<CustomPage['seo']>;
  return {
    _id: r.id,
    application: applicationId,
    slug: r.slug,
    title: r.title,
    description: r.description,
    type: 'rawhtml',
    content: [
      { type: 'html', value: r.html },
      { type: 'css', value: r.css },
      { type: 'js', value: r.js },
    ],
    content_path: '',
    published: r.published,
    archived: false,
    tags: r.tags,
    ...(r.featureImage ? { feature_image: { secure_url: r.featureImage } } : {}),
    seo: { meta_tags: [], breadcrumb: [], ...seo },
    orientation: 'portrait',
    platform: 'web',
    visibility: {},
    _custom_json: {},
    component_ids: [],
    page_meta: [],
    created_by: SEEDED_BY,
    date_meta: dateMeta(r.createdAt, r.updatedAt),
  };
}

/** Published custom pages only; a draft is as good as missing. */
export async function listCustomPages(db: Db, applicationId: string, request: PageRequest): Promise<CustomPageList> {
  const published = eq(customPages.published, true);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(customPages).where(published);
  const rows = await db
    .select()
    .from(customPages)
    .where(published)
    .orderBy(asc(customPages.title), asc(customPages.slug))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  return { items: rows.map((r) => customPageJson(r, applicationId)), page: pageOf(request, total) };
}

export async function getCustomPage(db: Db, applicationId: string, slug: string): Promise<CustomPage> {
  const [row] = await db
    .select()
    .from(customPages)
    .where(and(eq(customPages.slug, slug), eq(customPages.published, true)))
    .limit(1);
  if (!row) throw notFound(CONTENT_MESSAGES.pageNotFound(slug));
  return customPageJson(row, applicationId);
}

async function document(db: Db, kind: string, what: string) {
  const [row] = await db.select().from(contentDocuments).where(eq(contentDocuments.kind, kind)).limit(1);
  if (!row) throw notFound(CONTENT_MESSAGES.notConfigured(what));
  return row;
}

export async function getLandingPage(db: Db, applicationId: string): Promise<LandingPage> {
  const row = await document(db, 'landing-page', 'landing page');
  const data = row.data as Pick<LandingPage, 'slug' | 'action' | 'platform'>;
  return {
    _id: row.id,
    application: applicationId,
    slug: data.slug,
    action: data.action,
    platform: data.platform,
    archived: false,
    created_by: SEEDED_BY,
    date_meta: dateMeta(row.createdAt, row.updatedAt),
    _custom_json: {},
  };
}

export async function getLegal(db: Db, applicationId: string): Promise<ApplicationLegal> {
  const row = await document(db, 'legal', 'legal information');
  const data = row.data as Pick<ApplicationLegal, 'tnc' | 'policy' | 'shipping' | 'returns' | 'faq'>;
  return {
    _id: row.id,
    application: applicationId,
    tnc: data.tnc,
    policy: data.policy,
    shipping: data.shipping,
    returns: data.returns,
    faq: data.faq ?? [],
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

type SupportConfig = {
  support?: { email?: string; phone?: string };
  information?: { address?: { phone?: Array<{ code?: string; number?: string }> } };
};

/** From the application's own support settings, so the two answers never disagree. */
export function getSupport(app: Application): SupportInformation {
  const config = app.config as SupportConfig;
  const email = config.support?.email;
  const phones = (config.information?.address?.phone ?? []).filter((p) => p.number);
  return {
    _id: objectId('support', app.id),
    application: app.id,
    created: true,
    created_at: iso(app.createdAt),
    updated_at: iso(app.createdAt),
    contact: {
      phone: {
        active: phones.length > 0,
        phone: phones.map((p) => ({
          key: 'Customer care',
          code: p.code ?? '',
          number: p.number ?? '',
          phone_type: 'landline',
        })),
      },
      email: { active: Boolean(email), email: email ? [{ key: 'Customer care', value: email }] : [] },
    },
  };
}

function origin(domain: string): string {
  const local = /^(localhost|127\.|\[::1\])/.test(domain);
  return `${local ? 'http' : 'https'}://${domain}`;
}

export async function getSeo(db: Db, app: Application): Promise<SeoConfiguration> {
  const row = await document(db, 'seo', 'SEO configuration');
  const data = row.data as Omit<SeoConfiguration['seo'], '_id' | 'app' | 'created_at' | 'updated_at'>;
  const robots = data.sitemap_enabled
    ? `${data.robots_txt.trimEnd()}\n\nSitemap: ${origin(app.domain)}/sitemap.xml\n`
    : data.robots_txt;
  return {
    seo: {
      _id: row.id,
      app: app.id,
      robots_txt: robots,
      sitemap_enabled: data.sitemap_enabled,
      additional_sitemap: data.additional_sitemap ?? '',
      cannonical_enabled: data.cannonical_enabled,
      custom_meta_tags: data.custom_meta_tags ?? [],
      details: data.details,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    },
  };
}

/** The announcements showing now, grouped by page slug ('$all': every page). */
export async function getAnnouncements(db: Db, now = new Date()): Promise<AnnouncementsAnswer> {
  const rows = await db.select().from(announcements).orderBy(asc(announcements.sort), asc(announcements.id));
  const grouped: Record<string, Announcement[]> = {};
  for (const r of rows) {
    if (r.startsAt && r.startsAt > now) continue;
    if (r.endsAt && r.endsAt <= now) continue;
    if (r.platforms.length > 0 && !r.platforms.includes('web')) continue;
    const item: Announcement = {
      _id: r.id,
      title: r.title,
      announcement: r.announcement,
      editor_meta: r.editorMeta,
      schedule: { ...(r.startsAt ? { start: iso(r.startsAt) } : {}), ...(r.endsAt ? { end: iso(r.endsAt) } : {}) },
    };
    const slugs = r.pages.length > 0 ? r.pages.map((p) => p.page_slug) : [ALL_PAGES];
    for (const slug of slugs) (grouped[slug] ??= []).push(item);
  }
  return { announcements: grouped, refresh_rate: CONTENT_LIMITS.announcementsRefreshSeconds, refresh_pages: [] };
}
