// Theme tables. One shop per database, as for the catalogue: rows are not keyed by
// application (its id can be re-keyed by APPLICATION_ID at start), and answers name the calling application.
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type ThemeConfigColumn = {
  /** Name of the configuration in use (default 'Default'). */
  current: string;
  list: Array<{
    name: string;
    global_config: Record<string, unknown>;
    page: Array<{ page: string; settings: { props: Record<string, unknown> } }>;
  }>;
  global_schema: { props: Array<Record<string, unknown>> };
  preset: { pages: Array<{ value: string; sections: Array<Record<string, unknown>> }> };
};

export const themes = pgTable(
  'themes',
  {
    // 24 hex characters, like the platform's object ids.
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    isApplied: boolean('is_applied').notNull().default(false),
    version: text('version').notNull().default('1.0.0'),
    config: jsonb('config').$type<ThemeConfigColumn>().notNull(),
    /** { general_setting, advance_setting } (Theme). */
    palette: jsonb('palette').$type<Record<string, unknown>>().notNull().default({}),
    font: jsonb('font').$type<Record<string, unknown>>().notNull().default({}),
    /** Section schemas the theme offers (name, label, props, blocks). */
    availableSections: jsonb('available_sections').$type<Array<Record<string, unknown>>>().notNull().default([]),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Exactly one applied theme: at most one row with is_applied, and the seed applies one.
  (t) => [
    uniqueIndex('themes_one_applied_idx')
      .on(t.isApplied)
      .where(sql`${t.isApplied}`),
  ],
);

export const themePages = pgTable(
  'theme_pages',
  {
    id: text('id').notNull().unique(),
    themeId: text('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** The page slug, or a section page's group. */
    value: text('value').notNull(),
    text: text('text').notNull(),
    path: text('path').notNull().default(''),
    type: text('type').$type<'system' | 'sections' | 'custom'>().notNull(),
    sections: jsonb('sections').$type<Array<Record<string, unknown>>>().notNull().default([]),
    seo: jsonb('seo').$type<Record<string, unknown>>().notNull().default({}),
    /** Page-level settings schema; the values live in the theme's config.list[].page. */
    props: jsonb('props').$type<Array<Record<string, unknown>>>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.themeId, t.value] })],
);
