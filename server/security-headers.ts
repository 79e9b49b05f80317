// Security headers of the production server: on every answer (pages, API, media) the fixed ones,
// and on HTML pages the Content-Security-Policy, built from the finished HTML and the shop's
// configuration (lib/security/content-security-policy.ts explains the policy).
//
// An HTML answer is held back until the renderer has written all of it: the policy lists the
// hashes of the page's own inline scripts, and headers go before the body. Nothing in the policy
// varies per request but the page's content, so a cached render keeps working with it.
import zlib from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { EMPTY_SOURCES, pagePolicy, shopInlineScriptHashes, type ShopSources } from '../lib/http-front';
import { REACT_RUNTIME } from '../lib/http-front';
import { parseAllowedOrigins } from '../lib/http-front';
import { EDITOR_ORIGINS_ENV } from '../lib/http-front';
import { shopSources } from './shop-sources';

import { FIXED_HEADERS, HSTS } from './fixed-headers';

export { FIXED_HEADERS, HSTS };

/** Whether the request reached the shop over https: its own TLS, or a trusted proxy's word (TRUST_PROXY=1). */
export function servedOverHttps(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (process.env.TRUST_PROXY !== '1') return false;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : (proto ?? '')).split(',')[0].trim().toLowerCase() === 'https';
}

/** The fixed headers, for any answer. */
export function setFixedHeaders(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of Object.entries(FIXED_HEADERS)) res.setHeader(name, value);
  if (servedOverHttps(req)) res.setHeader('strict-transport-security', HSTS);
}

let editors: { raw: string | undefined; origins: string[] } | undefined;
function editorOrigins(): string[] {
  const raw = process.env[EDITOR_ORIGINS_ENV];
  if (!editors || editors.raw !== raw) editors = { raw, origins: parseAllowedOrigins(raw) };
  return editors.origins;
}

/**
 * The HTML text of a held body. Next compresses pages itself, below this wrapper, so the body may
 * arrive compressed: it is read here and sent on as it came. Unreadable, it yields no hashes (the
 * page's own scripts are then refused rather than anything allowed unseen).
 */
function decoded(body: Buffer, encoding: string): string {
  try {
    const coding = encoding.trim().toLowerCase();
    if (coding === 'gzip' || coding === 'x-gzip') return zlib.gunzipSync(body).toString('utf8');
    if (coding === 'deflate') return zlib.inflateSync(body).toString('utf8');
    if (coding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
    return coding === '' || coding === 'identity' ? body.toString('utf8') : '';
  } catch {
    return '';
  }
}

type Write = ServerResponse['write'];
type End = ServerResponse['end'];

/** The headers of an answer: call before the platform (page false) or the renderer (page true). */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, { page }: { page: boolean }): void {
  if (page) withSecurityHeaders(req, res);
  else setFixedHeaders(req, res);
}

/**
 * Sets the fixed headers and, when the answer turns out to be an HTML page without a policy of its
 * own, holds its body back to send it with its Content-Security-Policy. Call before the renderer.
 */
export function withSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  setFixedHeaders(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return;
  // Started with the render when the answer may be a page (not a bundle or an RSC payload); cached,
  // so usually settled already. shopSources never rejects.
  let sources: Promise<ShopSources> | undefined;
  const pageSources = () => (sources ??= shopSources(req.headers.cookie));
  if (!req.url?.startsWith('/_next/') && !req.headers.rsc) void pageSources();

  const writeHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse;
  const write = res.write.bind(res) as (
    chunk: unknown,
    encoding?: BufferEncoding,
    cb?: (error?: Error | null) => void,
  ) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: BufferEncoding, cb?: () => void) => ServerResponse;
  let mode: 'undecided' | 'pass' | 'hold' = 'undecided';
  let head: { status: number; message?: string } | undefined;
  const chunks: Buffer[] = [];

  const decide = () => {
    if (mode !== 'undecided') return;
    const type = String(res.getHeader('content-type') ?? '');
    mode = /^text\/html/i.test(type) && !res.hasHeader('content-security-policy') ? 'hold' : 'pass';
  };
  const toBuffer = (chunk: unknown, encoding?: BufferEncoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, encoding ?? 'utf8')
        : Buffer.from(chunk as Uint8Array);

  res.writeHead = function (status: number, ...rest: unknown[]) {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | unknown[] | undefined;
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
    else if (headers)
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    decide();
    if (mode === 'pass') return writeHead(status, message);
    head = { status, message };
    return res;
  } as ServerResponse['writeHead'];

  const flushHeaders = res.flushHeaders.bind(res);
  res.flushHeaders = () => {
    decide();
    if (mode === 'pass') flushHeaders();
  };

  res.write = function (chunk: unknown, encoding?: unknown, cb?: unknown) {
    decide();
    if (mode === 'pass') return write(chunk, encoding as BufferEncoding, cb as () => void);
    const callback = typeof encoding === 'function' ? encoding : cb;
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
    if (typeof callback === 'function') process.nextTick(callback as () => void);
    return true;
  } as Write;

  res.end = function (chunk?: unknown, encoding?: unknown, cb?: unknown) {
    decide();
    if (mode === 'pass') return end(chunk, encoding as BufferEncoding, cb as () => void);
    const callback = [chunk, encoding, cb].find((a) => typeof a === 'function') as (() => void) | undefined;
    // end(null) is how a HEAD answer ends: nothing to hold.
    if (chunk != null && typeof chunk !== 'function')
      chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
    const body = Buffer.concat(chunks);
    void pageSources().then((shop) => {
      let policy: string;
      try {
        const html = decoded(body, String(res.getHeader('content-encoding') ?? ''));
        policy = pagePolicy({
          inlineScriptHashes: shopInlineScriptHashes(html, REACT_RUNTIME),
          sources: shop,
          editorOrigins: editorOrigins(),
        });
      } catch (error) {
        // Never a page without a policy: without hashes its scripts are refused, the page still shows.
        console.error('[security-headers] the page could not be read for its Content-Security-Policy', error);
        policy = pagePolicy({ inlineScriptHashes: [], sources: EMPTY_SOURCES, editorOrigins: editorOrigins() });
      }
      if (!res.headersSent) {
        res.setHeader('content-security-policy', policy);
        if (req.method !== 'HEAD') res.setHeader('content-length', body.length);
      }
      if (head && !res.headersSent) writeHead(head.status, head.message);
      end(req.method === 'HEAD' ? undefined : body, undefined, callback);
    });
    return res;
  } as End;
}
