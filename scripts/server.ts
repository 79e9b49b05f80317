// The production server (npm start). Next renders the shop; the platform's API (/service/...) and
// images (/media/...) and the development routes (/dev/outbox, /dev/rewards/) are answered by the platform directly, without the page renderer's
// per-request work, which keeps the API several times faster. Both halves share one process,
// so they share one database (see platform/db/client.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { getRequestListener } from '@hono/node-server';
import { getPlatformHandler } from '../platform';
import { relayClientAddress } from '../platform/user/client-address';
import { pageMethodAllowed } from './server/methods';
import { PLATFORM_PATHS } from './server/platform-paths';
import { applySecurityHeaders } from './server/security-headers';
import { createAdmission, readAdmissionLimits } from './server/admission';
import { guardPageRequest } from './server/page-request-guard';
import { closeOnSignals, runServer } from './server/lifecycle';
import { followChanges } from './server/change-feed';
import { PAGE_CACHE_HEADER, QueryDoorkeeper, classKey, keepPageAnswer, pageCacheKey, pageTags, serveCachedPage, sessionSeal, signedInMarker } from './server/page-cache';
import { GUEST, visitorClass } from './server/page-visitor';
import { getDatabase } from '../platform/db/client';
import { keptPages } from '../lib/page-cache/kept-pages';
import { openRedisPages } from '../lib/page-cache/redis-pages';
import { shareCatalogCaches } from '../platform/catalog/cache';
import { openSharedTier } from '../platform/catalog/shared-tier';
import { loadSecrets } from '../platform/secrets';

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  // Bounded renders and API calls in flight; the excess waits briefly or gets 503 (README, Overload).
  const admission = createAdmission(readAdmissionLimits());
  const platform = await getPlatformHandler();
  const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
  await app.prepare();
  const renderPage = admission.page(app.getRequestHandler());
  // Kept pages follow the embedded platform's database; with a remote platform every page renders.
  const pageCache = !process.env.PLATFORM_URL && process.env.PAGE_CACHE !== '0';
  const database = await getDatabase();
  const kept = keptPages();
  // With REDIS_URL every process answers what any of them rendered (this build's pages only).
  if (pageCache && process.env.REDIS_URL) kept.share(await openRedisPages(process.env.REDIS_URL, buildId()));
  // So are the platform's catalogue answers, when this process owns the database: they follow its change feed.
  const platformShared = !process.env.PLATFORM_URL && process.env.REDIS_URL ? await openSharedTier(process.env.REDIS_URL, platformNamespace()) : undefined;
  shareCatalogCaches(platformShared);
  const tagsFor = pageTags(database);
  const doorkeeper = new QueryDoorkeeper();
  const visitorOf = visitorClass(database);
  // Hono must not swap the global Request/Response: Next uses them in this same process.
  const serveApi = admission.api(getRequestListener(platform, { overrideGlobalObjects: false }));
  const answer = (req: http.IncomingMessage, res: http.ServerResponse, key?: string, visitor?: string) => {
    if (key !== undefined) {
      if (doorkeeper.admit(key)) keepPageAnswer(req, res, key, tagsFor, signedInMarker(visitor !== GUEST));
      else res.setHeader(PAGE_CACHE_HEADER, 'MISS');
    }
    applySecurityHeaders(req, res, { page: !PLATFORM_PATHS.test(req.url ?? '') });
    if (!pageMethodAllowed(req, res)) return;
    if (PLATFORM_PATHS.test(req.url ?? '')) void serveApi(req, res);
    else void guardPageRequest(req, res).then((answered) => (answered ? undefined : renderPage(req, res)));
  };
  /** A catalogue page for a visitor of a class: this process's copy, the shared one, or a render to keep. */
  const answerKept = (req: http.IncomingMessage, res: http.ServerResponse, page: string, visitor: string) => {
    const key = classKey(visitor, page);
    const nearby = kept.nearby(key);
    if (nearby) return serveCachedPage(req, res, { page: nearby, from: 'process' });
    if (!kept.sharing) return answer(req, res, key, visitor);
    void kept.fromShared(key).then(
      (page) => (page ? serveCachedPage(req, res, { page, from: 'shared' }) : answer(req, res, key, visitor)),
      () => answer(req, res, key, visitor),
    );
  };
  const server = http.createServer((req, res) => {
    // The client's address for the platform's per-address limits, with this process's secret.
    relayClientAddress(req);
    const page = pageCache ? pageCacheKey(req) : undefined;
    if (page === undefined) return answer(req, res);
    const seal = sessionSeal(req);
    if (seal === undefined) return answerKept(req, res, page, GUEST);
    // Signed in, perhaps: which kept copy is theirs, as the render would see them (one query).
    void visitorOf(seal).then(
      (visitor) => (visitor === undefined ? answer(req, res) : answerKept(req, res, page, visitor)),
      () => answer(req, res),
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, () => console.log(`▲ Shop ready on http://localhost:${port}`));
  if (pageCache || platformShared) await followChanges(database);
  closeOnSignals(server);
}

/** This build's id: pages name their build's scripts, so builds do not share kept pages. */
function buildId(): string {
  return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
}

/**
 * Where the platform's shared answers live: this build's code (their shapes and keys) for this
 * shop (its application id, which the processes of one shop share; README, several processes).
 */
function platformNamespace(): string {
  const shop = crypto.createHash('sha256').update(loadSecrets().applicationId).digest('hex').slice(0, 12);
  return `${buildId()}:${shop}`;
}

runServer(main);
