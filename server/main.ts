// The production server (npm start). Next renders the shop; the platform's API (/service/...) and
// images (/media/...) and the development routes (/dev/outbox, /dev/rewards/) are answered by the platform directly, without the page renderer's
// per-request work, which keeps the API several times faster. Both halves share one process,
// so they share one database (see platform/db/client.ts). With PLATFORM_URL the platform is
// remote: this process opens no database and Next's routes forward the platform's paths.
import http from 'node:http';
import next from 'next';
import { getRequestListener } from '@hono/node-server';
import { getPlatformHandler } from '../platform';
import { relayClientAddress } from '../platform';
import { pageMethodAllowed } from './methods';
import { PLATFORM_PATHS } from '../contract/platform-paths';
import { applySecurityHeaders } from './security-headers';
import { createAdmission, readAdmissionLimits } from './admission';
import { guardPageRequest } from './page-request-guard';
import { answerBadTarget } from './request-target';
import { closeOnSignals, runServer } from './lifecycle';
import { followChanges } from './change-feed';
import { CHANGE_WEBHOOK_URLS_ENV, changeWebhooksFromEnv } from './change-webhooks';
import { keepsPages } from './keep-pages';
import {
  PAGE_CACHE_HEADER,
  QueryDoorkeeper,
  classKey,
  keepPageAnswer,
  pageCacheKey,
  pageTags,
  serveCachedPage,
  sessionSeal,
  signedInMarker,
} from './page-cache';
import { databaseFacts } from './page-facts';
import { platformApiFacts } from './platform-api-facts';
import { GUEST, visitorClass } from './page-visitor';
import { getDatabase } from '../platform';
import { keptPages } from '../lib/page-cache';
import { dropChangedPages, relayChanges } from '../lib/page-cache';
import { openChangeRelay } from '../lib/page-cache';
import { openRedisPages } from '../lib/page-cache';
import { buildId, sharedNamespace, shopNamespace } from './shared-namespace';
import { WIDE_TAGS } from '../lib/page-cache';
import { SHARED_SKEW_MS } from '../common/drop-times';
import { shareCatalogCaches } from '../platform';
import { openSharedTier } from '../platform';
import { readCredentials } from '../lib/http-front';
import { lingerOnClose } from './lingering-close';
import { ShopDomains } from './shop-domains';
import { paymentProvidersLine } from '../platform';
import { SHOP_SERVER_ENV } from './run-mode';

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  // Next in production refuses to start without this server in front (next.config.ts).
  process.env[SHOP_SERVER_ENV] = '1';
  // Bounded renders and API calls in flight; the excess waits briefly or gets 503 (README, Overload).
  const admission = createAdmission(readAdmissionLimits());
  // With a remote platform (PLATFORM_URL) this process opens no database: the platform's paths go
  // to Next's routes, which forward them, and what the kept pages need is asked of its API.
  const remote = Boolean(process.env.PLATFORM_URL);
  if (!remote) console.log(paymentProvidersLine());
  const platform = remote ? undefined : await getPlatformHandler();
  const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
  await app.prepare();
  const handleNext = app.getRequestHandler();
  const renderPage = admission.page(handleNext);
  // Kept pages follow the embedded platform's database, or a remote platform's signed webhook.
  const pageCache = keepsPages();
  const database = remote ? undefined : await getDatabase();
  const facts = database ? databaseFacts(database) : platformApiFacts();
  const kept = keptPages();
  // With REDIS_URL every process of this shop answers what any of them rendered (this build's pages only).
  if (pageCache && process.env.REDIS_URL) kept.share(await openRedisPages(process.env.REDIS_URL, namespace()));
  // So are the platform's catalogue answers, when this process owns the database: they follow its change feed.
  const platformShared =
    database && process.env.REDIS_URL ? await openSharedTier(process.env.REDIS_URL, namespace()) : undefined;
  shareCatalogCaches(platformShared);
  const tagsFor = pageTags(facts);
  const doorkeeper = new QueryDoorkeeper();
  // The origin a page is written for, as the page resolves it: the key of its kept copy.
  const domains = new ShopDomains();
  if (pageCache) await domains.refresh();
  const visitorOf = visitorClass(facts);
  // Hono must not swap the global Request/Response: Next uses them in this same process.
  const serveApi = admission.api(
    platform ? getRequestListener(platform, { overrideGlobalObjects: false }) : handleNext,
  );
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
    // A Host that names no host, a path not in its normal form; an untrusted X-Forwarded-Host goes.
    if (answerBadTarget(req, res)) return;
    // The client's address for the platform's per-address limits, with this process's secret.
    relayClientAddress(req);
    const page = pageCache ? pageCacheKey(req, domains.current()) : undefined;
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
  lingerOnClose(server);
  // Following the feed (and its start's drop of what is shared) before answering anything: a page
  // another process kept is then never weighed against a drop this process has yet to make.
  if (database) {
    // As server/platform-main.ts: the platform's caches drop what any process changed, whether or
    // not pages are kept; the kept pages, the shared answers and the remote storefronts follow too.
    await followChanges(database, changeWebhooksFromEnv());
  } else {
    if (process.env[CHANGE_WEBHOOK_URLS_ENV])
      console.warn(
        `[change-webhooks] ${CHANGE_WEBHOOK_URLS_ENV} is ignored with PLATFORM_URL: set it on the platform's process`,
      );
    // Changes made while this process was down reached nobody: what was shared before this start goes.
    if (pageCache) await kept.drop(WIDE_TAGS, Date.now() - SHARED_SKEW_MS).catch(() => undefined);
    // The platform's webhook reaches one process of several: it tells the others through Redis
    // (all builds of the shop: a change is the data's, not a build's).
    if (process.env.REDIS_URL)
      relayChanges(
        await openChangeRelay(process.env.REDIS_URL, shopNamespace(readCredentials().applicationId), (tags, at) =>
          dropChangedPages(tags, at, { here: true }),
        ),
      );
  }
  server.listen(port, () => console.log(`▲ Shop ready on http://localhost:${port}`));
  closeOnSignals(server);
}

/** This build's and shop's place in Redis (shared-namespace.ts). */
const namespace = () => sharedNamespace(buildId(), readCredentials().applicationId);

runServer(main);
