// The guard in front of Next's page handler (scripts/server/page-request-guard.ts): what Next would
// answer with a 500 gets the 404 page, a 400 or a 403 instead; everything else passes untouched.
import { describe, expect, it } from '@jest/globals';
import type http from 'node:http';
import { answerUnservablePageRequest, PAGE_GUARD_MESSAGES } from '@/scripts/server/page-request-guard';
import { INPUT_MESSAGES } from '@/platform/http/input-guard';

type Answer = { status?: number; headers?: Record<string, string>; body?: string };

function run(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const req = { url, method: init.method ?? 'GET', headers: { host: 'shop.example', ...init.headers } } as unknown as http.IncomingMessage;
  const answer: Answer = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(answer, { status, headers });
      return res;
    },
    end(body?: string) {
      answer.body = body;
    },
  } as unknown as http.ServerResponse;
  const answered = answerUnservablePageRequest(req, res);
  return { answered, url: req.url, ...answer };
}

describe('page request guard', () => {
  it('passes readable requests on untouched', () => {
    expect(run('/product/blue-shirt/?size=M&q=caf%C3%A9')).toEqual({ answered: false, url: '/product/blue-shirt/?size=M&q=caf%C3%A9' });
    expect(run('/products/', { method: 'POST', headers: { 'next-action': 'abc', origin: 'http://shop.example' } }).answered).toBe(false);
  });

  it.each(['/product/%E0%A4%A', '/brand/%', '/page/%zz/', '/product/%FF', '/product/%00', `/product/${'a'.repeat(301)}/`])('sends %s to the 404 page', (url) => {
    expect(run(url)).toEqual({ answered: false, url: '/_not-found' });
  });

  it('answers a query it cannot read with the 400 page', () => {
    const answer = run('/products/?q=%00');
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(PAGE_GUARD_MESSAGES.badQuery);
  });

  it('answers the platform’s JSON 400 under /api/', () => {
    expect(run('/api/service/application/catalog/v1.0/products/%FF')).toMatchObject({ answered: true, status: 400, body: JSON.stringify({ success: false, message: INPUT_MESSAGES.path }) });
    expect(run('/api/service/application/catalog/v1.0/products?q=%00')).toMatchObject({ status: 400, body: JSON.stringify({ success: false, message: INPUT_MESSAGES.query }) });
  });

  it.each(['http://evil.example', 'garbage', 'null'])('refuses a server action posted from %s with a 403', (origin) => {
    const answer = run('/products/', { method: 'POST', headers: { 'next-action': 'abc', origin } });
    expect(answer).toMatchObject({ answered: true, status: 403, body: PAGE_GUARD_MESSAGES.crossSiteAction });
  });

  it('treats a cross-site form post as an action too, and compares with X-Forwarded-Host first as Next does', () => {
    expect(run('/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' } }).status).toBe(403);
    expect(run('/', { method: 'POST', headers: { 'next-action': 'a', origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' } }).answered).toBe(false);
  });

  it('refuses a router state header Next cannot parse', () => {
    expect(run('/products/', { headers: { rsc: '1', 'next-router-state-tree': '%FF' } })).toMatchObject({ status: 400, body: PAGE_GUARD_MESSAGES.badRouterState });
    expect(run('/products/', { headers: { rsc: '1', 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['products', {}] }])) } }).answered).toBe(false);
  });
});
