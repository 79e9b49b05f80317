// The theme API, mounted at
// /service/application/theme on the paths the official SDK's Theme client calls.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { params, q, query } from '../http/validate';
import { THEME_MESSAGES } from './messages';
import { PAGE_VALUE, PAGE_VALUE_MAX } from './constants';
import { OBJECT_ID } from './ids';
import { getAllPages, getAppliedTheme, getPage, getThemeForPreview } from './service';

export const themeRoutes = new Hono<PlatformEnv>();

type Ctx = Context<PlatformEnv>;
const db = (c: Ctx) => c.get('database').db;
const applicationId = (c: Ctx) => c.get('application').id;

const themeId = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(z.string().regex(OBJECT_ID, THEME_MESSAGES.badThemeId));
const themeParam = z.object({ theme_id: themeId });
const pageParam = z.object({
  theme_id: themeId,
  page_value: z
    .string()
    .max(PAGE_VALUE_MAX, THEME_MESSAGES.badPageValue)
    .regex(PAGE_VALUE, THEME_MESSAGES.badPageValue),
});

/** `filters`: true drops sections no web visitor can see; the SDK sends it on every theme call. */
const themeQuery = z.object({ filters: q.bool().optional() });
const pageQuery = z.object({
  filters: q.bool().optional(),
  section_preview_hash: z
    .string()
    .max(128, THEME_MESSAGES.badPreviewHash)
    .regex(/^[A-Za-z0-9_-]*$/, THEME_MESSAGES.badPreviewHash)
    .optional(),
  company: z.coerce
    .number({ message: THEME_MESSAGES.badCompany })
    .int(THEME_MESSAGES.badCompany)
    .positive(THEME_MESSAGES.badCompany)
    .max(2_147_483_647, THEME_MESSAGES.badCompany)
    .optional(),
});

themeRoutes.get('/v2.0/applied-theme', async (c) => {
  query(c, themeQuery);
  return c.json(await getAppliedTheme(db(c), applicationId(c)));
});

themeRoutes.get('/v2.0/:theme_id/preview', async (c) => {
  const { theme_id } = params(c, themeParam);
  query(c, themeQuery);
  return c.json(await getThemeForPreview(db(c), theme_id, applicationId(c)));
});

// The static segment first: 'page' lists every page, anything else names one.
themeRoutes.get('/v1.0/:theme_id/page', async (c) => {
  const { theme_id } = params(c, themeParam);
  const qs = query(c, pageQuery);
  return c.json(await getAllPages(db(c), theme_id, { filters: qs.filters }));
});

themeRoutes.get('/v1.0/:theme_id/:page_value', async (c) => {
  const { theme_id, page_value } = params(c, pageParam);
  const qs = query(c, pageQuery);
  return c.json(await getPage(db(c), theme_id, page_value, { filters: qs.filters }));
});
