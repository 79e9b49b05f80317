// Content tables: menus, injected tags, custom pages, announcements and documents.
// One shop per database, like the theme tables.
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A menu: entries (Navigation entry), nested in `navigation`. */
export const navigations = pgTable('navigations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  platform: text('platform')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** { landscape: [...], portrait: [...] } positions; 'bottom' means the footer. */
  orientation: jsonb('orientation').$type<{ landscape: string[]; portrait: string[] }>().notNull(),
  navigation: jsonb('navigation').$type<Array<Record<string, unknown>>>().notNull().default([]),
  version: integer('version').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Injected tags: js or css, inline or external, placed per page slug. */
export const injectedTags = pgTable('injected_tags', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').$type<'js' | 'css'>().notNull(),
  subType: text('sub_type').$type<'inline' | 'external'>().notNull(),
  url: text('url'),
  content: text('content'),
  attributes: jsonb('attributes').$type<Record<string, string | boolean>>().notNull().default({}),
  position: text('position').$type<'head' | 'body-top' | 'body-bottom'>().notNull(),
  /** [{ page_slug }]; empty means every page. */
  pages: jsonb('pages').$type<Array<{ page_slug: string }>>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Custom pages served at /page/:slug: HTML, CSS and JS content. */
export const customPages = pgTable('custom_pages', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  html: text('html').notNull().default(''),
  css: text('css').notNull().default(''),
  js: text('js').notNull().default(''),
  published: boolean('published').notNull().default(false),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  featureImage: text('feature_image'),
  seo: jsonb('seo').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Announcement bar texts, per page slug ('$all' for every page), shown between starts and ends. */
export const announcements = pgTable('announcements', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  announcement: text('announcement').notNull(),
  pages: jsonb('pages').$type<Array<{ page_slug: string; type?: string }>>().notNull().default([]),
  platforms: text('platforms')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  editorMeta: jsonb('editor_meta').$type<Record<string, string>>().notNull().default({}),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Application-wide content documents: 'landing-page', 'legal', 'seo'. */
export const contentDocuments = pgTable('content_documents', {
  kind: text('kind').primaryKey(),
  id: text('id').notNull().unique(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
