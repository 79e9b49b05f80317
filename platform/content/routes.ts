// The content API, mounted at /service/application/content on the
// paths the official SDK's Content client calls. The API reference names v2.0 for navigations and
// pages and the SDK 3.4.2 calls navigations on v1.0, so those are served on both versions.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { params, query } from '../http/validate';
import { pageFields, readPage } from '../http/query-fields';
import { CONTENT_MESSAGES } from './messages';
import { CONTENT_LIMITS, SLUG } from './constants';
import {
  getAnnouncements,
  getCustomPage,
  getLandingPage,
  getLegal,
  getSeo,
  getSupport,
  getTags,
  listCustomPages,
  listNavigations,
} from './service';

export const contentRoutes = new Hono<PlatformEnv>();

type Ctx = Context<PlatformEnv>;
type Handler = (c: Ctx) => Promise<Response> | Response;
const db = (c: Ctx) => c.get('database').db;
const app = (c: Ctx) => c.get('application');

function get(versions: string[], path: string, handler: Handler) {
  for (const v of versions) contentRoutes.get(`/${v}${path}`, handler);
}

const pagedQuery = z.object(pageFields(CONTENT_LIMITS.pageSizeMax));
const slugParam = z.object({
  slug: z.string().max(100, CONTENT_MESSAGES.badSlug).regex(SLUG, CONTENT_MESSAGES.badSlug),
});
const pageQuery = z.object({
  root_id: z
    .string()
    .max(64, CONTENT_MESSAGES.badRootId)
    .regex(/^[A-Za-z0-9_-]*$/, CONTENT_MESSAGES.badRootId)
    .optional(),
});

get(['v1.0', 'v2.0'], '/navigations', async (c) => {
  const page = readPage(query(c, pagedQuery), CONTENT_LIMITS.navigationsPageSizeDefault);
  return c.json(await listNavigations(db(c), app(c).id, page));
});

get(['v1.0', 'v2.0'], '/pages', async (c) => {
  const page = readPage(query(c, pagedQuery), CONTENT_LIMITS.pagesPageSizeDefault);
  return c.json(await listCustomPages(db(c), app(c).id, page));
});

get(['v1.0', 'v2.0'], '/pages/:slug', async (c) => {
  const { slug } = params(c, slugParam);
  query(c, pageQuery);
  return c.json(await getCustomPage(db(c), app(c).id, slug));
});

get(['v1.0'], '/tags', async (c) => c.json(await getTags(db(c), app(c).id)));

get(['v1.0'], '/landing-page', async (c) => c.json(await getLandingPage(db(c), app(c).id)));
get(['v1.0'], '/legal', async (c) => c.json(await getLegal(db(c), app(c).id)));
get(['v1.0'], '/support', (c) => c.json(getSupport(app(c))));
get(['v1.0'], '/seo', async (c) => c.json(await getSeo(db(c), app(c))));
get(['v1.0'], '/announcements', async (c) => c.json(await getAnnouncements(db(c))));
