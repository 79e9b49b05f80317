import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { sha256Source } from '@/lib/security/content-security-policy';
import { applySecurityHeaders, HSTS, servedOverHttps } from '@/server/security-headers';

jest.mock('@/server/shop-sources', () => ({
  shopSources: async () => ({
    scriptOrigins: ['https://tags.example'],
    styleOrigins: [],
    connectOrigins: [],
    imageOrigins: [],
    frameOrigins: [],
    scriptHashes: [],
  }),
}));

const FLIGHT = 'self.__next_f.push([1,"a"])';
const PAGE = `<!doctype html><html><head></head><body><p>hi</p><script>${FLIGHT}</script><script>alert(1)</script></body></html>`;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
async function serve(handler: Handler, page = true) {
  const server = http.createServer((req, res) => {
    applySecurityHeaders(req, res, { page });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('servedOverHttps', () => {
  const request = (headers: Record<string, string>, encrypted = false) =>
    ({ headers, socket: { encrypted } }) as unknown as http.IncomingMessage;
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });
  it('believes its own TLS, and X-Forwarded-Proto only under TRUST_PROXY', () => {
    expect(servedOverHttps(request({}, true))).toBe(true);
    expect(servedOverHttps(request({ 'x-forwarded-proto': 'https' }))).toBe(false);
    process.env.TRUST_PROXY = '1';
    expect(servedOverHttps(request({ 'x-forwarded-proto': 'https, http' }))).toBe(true);
    expect(servedOverHttps(request({ 'x-forwarded-proto': 'http' }))).toBe(false);
  });
});

describe('applySecurityHeaders', () => {
  it("holds an HTML page written in pieces and sends it whole with the hashes of the renderer's scripts only", async () => {
    const { base, close } = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.writeHead(200, { 'x-extra': 'kept' });
      res.write(PAGE.slice(0, 40));
      setTimeout(() => res.end(PAGE.slice(40)), 20);
    });
    const answer = await fetch(base);
    await close();
    expect(await answer.text()).toBe(PAGE);
    expect(answer.headers.get('x-extra')).toBe('kept');
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
    const policy = answer.headers.get('content-security-policy')!;
    expect(policy).toContain(`script-src 'self' blob: ${sha256Source(FLIGHT)} https://tags.example;`);
    expect(policy).not.toContain(sha256Source('alert(1)'));
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers a page ended with end(null), as HEAD answers are, with its policy', async () => {
    const { base, close } = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.writeHead(400);
      res.end(null);
    });
    const answer = await fetch(base, { method: 'HEAD' });
    await close();
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('reads a page the renderer compressed, and sends it compressed', async () => {
    const { base, close } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync(PAGE));
    });
    const answer = await fetch(base);
    await close();
    expect(await answer.text()).toBe(PAGE); // fetch decompresses
    expect(answer.headers.get('content-security-policy')).toContain(sha256Source(FLIGHT));
  });

  it('passes other answers through as they stream, with the fixed headers and no policy', async () => {
    const { base, close } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    const answer = await fetch(base);
    await close();
    expect(await answer.json()).toEqual({ ok: true });
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('keeps a policy the page set itself', async () => {
    const { base, close } = await serve((_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/html',
        'content-security-policy': 'sandbox allow-scripts; default-src *',
      });
      res.end(PAGE);
    });
    const answer = await fetch(base);
    await close();
    expect(answer.headers.get('content-security-policy')).toBe('sandbox allow-scripts; default-src *');
  });

  it('sends HSTS over https behind a trusted proxy, on platform answers too', async () => {
    process.env.TRUST_PROXY = '1';
    const { base, close } = await serve((_req, res) => res.end('x'), false);
    const answer = await fetch(base, { headers: { 'x-forwarded-proto': 'https' } });
    await close();
    delete process.env.TRUST_PROXY;
    expect(answer.headers.get('strict-transport-security')).toBe(HSTS);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
