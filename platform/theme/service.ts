// The theme API's rules over the database: which theme, which pages, and the answers in the
// shapes of contract/types/theme.ts (the official SDK's ThemesSchema and AvailablePageSchema).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { themePages, themes } from './schema';
import { notFound } from '../http/errors';
import type {
  AllAvailablePages,
  AvailablePage,
  PageSection,
  Theme,
  ThemeConfig,
  ThemeFont,
  ThemePageMeta,
  ThemePalette,
} from '../../contract/types/theme';
import { THEME_MESSAGES } from './messages';
import { THEME_DEFAULTS } from './constants';

type ThemeRow = typeof themes.$inferSelect;
type PageRow = typeof themePages.$inferSelect;
type PageMetaRow = Pick<PageRow, 'value' | 'text' | 'path' | 'type' | 'seo' | 'props'>;

export type PageOptions = {
  /** Drop the sections no web visitor can see (see visibleOnWeb). */
  filters?: boolean;
  now?: Date;
};

const iso = (d: Date) => d.toISOString();

function pageMeta(row: PageMetaRow): ThemePageMeta {
  return {
    value: row.value,
    text: row.text,
    path: row.path,
    type: row.type,
    seo: row.seo,
    props: row.props,
  } as ThemePageMeta;
}

/**
 * Whether a section can show on the web at all: some screen and some kind of user allowed, not
 * switched off for the web platform, and inside its schedule. Route, screen and user choices
 * that depend on the visitor are left to the storefront.
 */
export function visibleOnWeb(section: PageSection, now = new Date()): boolean {
  const { screen, user, platform, schedule } = section.predicate ?? {};
  if (screen && screen.mobile === false && screen.tablet === false && screen.desktop === false) return false;
  if (user && user.authenticated === false && user.anonymous === false) return false;
  if (platform?.web === false) return false;
  if (schedule?.start && Date.parse(schedule.start) > now.getTime()) return false;
  if (schedule?.end && Date.parse(schedule.end) <= now.getTime()) return false;
  return true;
}

function sectionsOf(row: PageRow, options: PageOptions): PageSection[] {
  const sections = row.sections as unknown as PageSection[];
  if (!options.filters) return sections;
  const now = options.now ?? new Date();
  return sections.filter((s) => visibleOnWeb(s, now));
}

function pageJson(row: PageRow, options: PageOptions): AvailablePage {
  return {
    _id: row.id,
    ...pageMeta(row),
    theme: row.themeId,
    sections: sectionsOf(row, options),
    sections_meta: [],
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

function themeJson(row: ThemeRow, pages: PageMetaRow[], applicationId: string): Theme {
  return {
    _id: row.id,
    name: row.name,
    application_id: applicationId,
    applied: row.isApplied,
    is_private: false,
    tags: [],
    version: row.version,
    theme_type: THEME_DEFAULTS.themeType,
    company_id: THEME_DEFAULTS.companyId,
    meta: row.meta,
    font: row.font as unknown as ThemeFont,
    palette: row.palette as unknown as ThemePalette,
    config: row.config as unknown as ThemeConfig,
    styles: {},
    available_sections: row.availableSections as unknown as Theme['available_sections'],
    available_pages: pages.map(pageMeta),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

async function themeRow(db: Db, id: string): Promise<ThemeRow> {
  const [row] = await db.select().from(themes).where(eq(themes.id, id)).limit(1);
  if (!row) throw notFound(THEME_MESSAGES.themeNotFound(id));
  return row;
}

async function answerTheme(db: Db, row: ThemeRow, applicationId: string): Promise<Theme> {
  const pages = await db
    .select({
      value: themePages.value,
      text: themePages.text,
      path: themePages.path,
      type: themePages.type,
      seo: themePages.seo,
      props: themePages.props,
    })
    .from(themePages)
    .where(eq(themePages.themeId, row.id))
    .orderBy(asc(themePages.sort), asc(themePages.value));
  return themeJson(row, pages, applicationId);
}

export async function getAppliedTheme(db: Db, applicationId: string): Promise<Theme> {
  const [row] = await db.select().from(themes).where(eq(themes.isApplied, true)).limit(1);
  if (!row) throw notFound(THEME_MESSAGES.noAppliedTheme);
  return answerTheme(db, row, applicationId);
}

/** Any theme by id, applied or not: what the themeId preview cookie asks for. */
export async function getThemeForPreview(db: Db, themeId: string, applicationId: string): Promise<Theme> {
  return answerTheme(db, await themeRow(db, themeId), applicationId);
}

export async function getAllPages(db: Db, themeId: string, options: PageOptions = {}): Promise<AllAvailablePages> {
  await themeRow(db, themeId);
  const rows = await db
    .select()
    .from(themePages)
    .where(eq(themePages.themeId, themeId))
    .orderBy(asc(themePages.sort), asc(themePages.value));
  return { pages: rows.map((r) => pageJson(r, options)) };
}

export async function getPage(
  db: Db,
  themeId: string,
  value: string,
  options: PageOptions = {},
): Promise<AvailablePage> {
  await themeRow(db, themeId);
  const [row] = await db
    .select()
    .from(themePages)
    .where(and(eq(themePages.themeId, themeId), eq(themePages.value, value)))
    .limit(1);
  if (!row) throw notFound(THEME_MESSAGES.pageNotFound(value, themeId));
  return pageJson(row, options);
}
