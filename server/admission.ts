// Admission control for the production server (server/main.ts). Pages and the API share one
// event loop, so unbounded page renders under a burst slow every answer, API calls included.
// Each class of request gets a gate: a bounded number in flight, a bounded FIFO queue behind it
// and a maximum wait; past that the request is refused at once with 503 and Retry-After, which
// costs next to nothing, instead of piling up. The API has its own, wider gate, so pages never
// wait for API calls nor API calls for pages.
import os from 'node:os';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';

export type GateLimits = {
  /** Requests handled at once; 0 means no limit (the gate lets everything through). */
  concurrency: number;
  /** Requests that may wait for a slot; more are refused at once. */
  queueSize: number;
  /** How long one may wait for a slot before it is refused. */
  queueTimeoutMs: number;
};

export type Release = () => void;

type Waiter = { admit: (release: Release | null) => void; timer: NodeJS.Timeout };

export class Gate {
  private running = 0;
  // A Set keeps insertion order (FIFO) and drops a waiter that gave up in O(1).
  private readonly waiting = new Set<Waiter>();

  constructor(readonly limits: GateLimits) {}

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.size;
  }

  /**
   * Resolves with a release function once the request may run, or with null when it is refused:
   * the queue is full, it waited longer than the limit, or the signal aborted (client gone).
   * The release must be called exactly when the request is done (extra calls are ignored).
   */
  enter(signal?: AbortSignal): Promise<Release | null> {
    if (signal?.aborted) return Promise.resolve(null);
    if (this.limits.concurrency === 0 || this.running < this.limits.concurrency) {
      this.running++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.size >= this.limits.queueSize) return Promise.resolve(null);
    return new Promise((resolve) => {
      const leave = () => {
        if (!this.waiting.delete(waiter)) return;
        clearTimeout(waiter.timer);
        signal?.removeEventListener('abort', leave);
        resolve(null);
      };
      const waiter: Waiter = {
        admit: (release) => {
          signal?.removeEventListener('abort', leave);
          resolve(release);
        },
        timer: setTimeout(leave, this.limits.queueTimeoutMs),
      };
      this.waiting.add(waiter);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  private releaser(): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.values().next();
      if (next.done) {
        this.running--;
        return;
      }
      // The slot passes straight to the longest waiter: `running` stays as it is.
      const waiter = next.value;
      this.waiting.delete(waiter);
      clearTimeout(waiter.timer);
      waiter.admit(this.releaser());
    };
  }
}

// Build assets are files read from disk; /api/service/ is the browser's way to the platform
// (proxy.ts rewrites it in-process to the /service route handler), so it takes an API slot.
const UNGATED_PAGES = /^\/(_next\/static\/|api\/service\/|favicon\.ico$|robots\.txt$)/;

/** Whether a request for the page renderer skips the page gate (cheap, or gated elsewhere). */
export function ungatedPage(url: string): boolean {
  return UNGATED_PAGES.test(url);
}

const BROWSER_API = /^\/api\/service\//;

const whole = (fallback: number) =>
  z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().trim().regex(/^\d+$/, 'must be a whole number (0 or more)').transform(Number).optional(),
    )
    .transform((v) => v ?? fallback);

/**
 * Default renders at once: one per core, at least 2. Renders are CPU work on the one event loop
 * (PGlite's queries included), so more in flight only interleave: each takes longer, and every
 * turn of the loop gets longer, which delays API answers and the accepting of new connections.
 */
export const DEFAULT_PAGE_RENDERS = Math.max(2, os.availableParallelism());

const envSchema = z.object({
  MAX_PAGE_RENDERS: whole(DEFAULT_PAGE_RENDERS),
  PAGE_QUEUE_SIZE: whole(1000),
  PAGE_QUEUE_TIMEOUT_MS: whole(3000),
  MAX_API_REQUESTS: whole(64),
  API_QUEUE_SIZE: whole(500),
  API_QUEUE_TIMEOUT_MS: whole(5000),
});

export type AdmissionLimits = { page: GateLimits; api: GateLimits };

/** The limits from the environment (README, Configuration); a bad value stops the server at start. */
export function readAdmissionLimits(env: Record<string, string | undefined> = process.env): AdmissionLimits {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    page: { concurrency: e.MAX_PAGE_RENDERS, queueSize: e.PAGE_QUEUE_SIZE, queueTimeoutMs: e.PAGE_QUEUE_TIMEOUT_MS },
    api: { concurrency: e.MAX_API_REQUESTS, queueSize: e.API_QUEUE_SIZE, queueTimeoutMs: e.API_QUEUE_TIMEOUT_MS },
  };
}

/** Seconds a refused client is told to wait: about as long as a queued request may wait. */
export function retryAfterSeconds(limits: GateLimits): number {
  return Math.max(1, Math.ceil(limits.queueTimeoutMs / 1000));
}

export const BUSY_MESSAGE = 'The shop is busy right now. Please try again in a few seconds.';
export const BUSY_CODE = 'SERVER_BUSY';

const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>The shop is busy</title></head><body><main><h1>The shop is busy</h1><p>${BUSY_MESSAGE}</p></main></body></html>`;

function refuse(kind: 'api' | 'page', req: IncomingMessage, res: ServerResponse, retryAfter: number) {
  if (res.headersSent || res.destroyed) return;
  const body =
    kind === 'api'
      ? JSON.stringify({ success: false, message: BUSY_MESSAGE, code: BUSY_CODE, retry_after: retryAfter })
      : BUSY_PAGE;
  res.writeHead(503, {
    'Content-Type': kind === 'api' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Retry-After': String(retryAfter),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * One gate: wraps handlers so each runs once the gate admits its request, holding the slot until
 * the response closes. Handlers wrapped by the same gate share its slots and queue.
 */
function gateOf(kind: 'api' | 'page', limits: GateLimits): (handle: Handler) => Handler {
  if (limits.concurrency === 0) return (handle) => handle;
  const gate = new Gate(limits);
  const retryAfter = retryAfterSeconds(limits);
  return (handle) => (req, res) => {
    // A client gone before it reached the gate (its body cut off while the page guard read it)
    // takes no slot: its 'close' has passed, so nothing would give the slot back.
    if (res.destroyed) return;
    // A client that hangs up while queued gives its place up.
    const gone = new AbortController();
    const hangUp = () => gone.abort();
    res.once('close', hangUp);
    void gate.enter(gone.signal).then((release) => {
      res.off('close', hangUp);
      if (!release) return refuse(kind, req, res, retryAfter);
      if (gone.signal.aborted || res.destroyed) return release();
      res.once('close', release);
      return handle(req, res);
    });
  };
}

/**
 * Wraps the server's two handlers: `api` for the platform (/service/, /media/, /dev/outbox),
 * `page` for Next, whose /api/service/ calls share the API's slots and build assets pass.
 */
export function createAdmission(limits: AdmissionLimits) {
  const apiGate = gateOf('api', limits.api);
  const pageGate = gateOf('page', limits.page);
  return {
    api: apiGate,
    page: (renderPage: Handler): Handler => {
      const asPage = pageGate(renderPage);
      const asApi = apiGate(renderPage);
      return (req, res) => {
        const url = req.url ?? '/';
        if (BROWSER_API.test(url)) return asApi(req, res);
        return ungatedPage(url) ? renderPage(req, res) : asPage(req, res);
      };
    },
  };
}
