import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BUSY_CODE,
  BUSY_MESSAGE,
  createAdmission,
  Gate,
  readAdmissionLimits,
  retryAfterSeconds,
  ungatedPage,
} from '@/server/admission';

const limits = (concurrency: number, queueSize: number, queueTimeoutMs = 1000) => ({
  concurrency,
  queueSize,
  queueTimeoutMs,
});

describe('Gate', () => {
  afterEach(() => jest.useRealTimers());

  it('admits up to its concurrency at once and hands each freed slot to the longest waiter', async () => {
    const gate = new Gate(limits(2, 5));
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first && second).toBeTruthy();
    const order: string[] = [];
    const third = gate.enter().then((r) => (order.push('third'), r));
    const fourth = gate.enter().then((r) => (order.push('fourth'), r));
    expect([gate.inFlight, gate.queued]).toEqual([2, 2]);
    first!();
    const thirdRelease = await third;
    expect(thirdRelease).not.toBeNull();
    expect(order).toEqual(['third']);
    second!();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
    expect([gate.inFlight, gate.queued]).toEqual([2, 0]);
  });

  it('refuses at once when the queue is full', async () => {
    const gate = new Gate(limits(1, 1));
    await gate.enter();
    void gate.enter();
    await expect(gate.enter()).resolves.toBeNull();
    expect([gate.inFlight, gate.queued]).toEqual([1, 1]);
  });

  it('refuses at once with no queue', async () => {
    const gate = new Gate(limits(1, 0));
    await gate.enter();
    await expect(gate.enter()).resolves.toBeNull();
  });

  it('refuses a request that waited longer than the timeout, and gives its place up', async () => {
    jest.useFakeTimers();
    const gate = new Gate(limits(1, 5, 1000));
    const running = await gate.enter();
    const waiting = gate.enter();
    jest.advanceTimersByTime(999);
    expect(gate.queued).toBe(1);
    jest.advanceTimersByTime(1);
    await expect(waiting).resolves.toBeNull();
    expect(gate.queued).toBe(0);
    running!();
    expect(gate.inFlight).toBe(0);
  });

  it('drops a waiter whose client hung up, and refuses an already aborted one', async () => {
    const gate = new Gate(limits(1, 5));
    const running = await gate.enter();
    const hangUp = new AbortController();
    const waiting = gate.enter(hangUp.signal);
    hangUp.abort();
    await expect(waiting).resolves.toBeNull();
    expect(gate.queued).toBe(0);
    await expect(gate.enter(hangUp.signal)).resolves.toBeNull();
    running!();
    expect(gate.inFlight).toBe(0);
  });

  it('frees one slot however often a release is called', async () => {
    const gate = new Gate(limits(1, 5));
    const running = await gate.enter();
    const a = gate.enter();
    const b = gate.enter();
    running!();
    running!();
    await a;
    expect([gate.inFlight, gate.queued]).toEqual([1, 1]);
    void b;
  });

  it('lets everything through when its concurrency is 0', async () => {
    const gate = new Gate(limits(0, 0));
    const releases = await Promise.all(Array.from({ length: 50 }, () => gate.enter()));
    expect(releases.every(Boolean)).toBe(true);
  });
});

describe('readAdmissionLimits', () => {
  it('reads the limits and keeps defaults for unset or empty variables', () => {
    const read = readAdmissionLimits({ MAX_PAGE_RENDERS: '3', PAGE_QUEUE_SIZE: '', API_QUEUE_TIMEOUT_MS: ' 250 ' });
    expect(read.page.concurrency).toBe(3);
    expect(read.page.queueSize).toBe(readAdmissionLimits({}).page.queueSize);
    expect(read.api.queueTimeoutMs).toBe(250);
  });

  it.each(['-1', '1.5', 'many'])('refuses %p, naming the variable', (value) => {
    expect(() => readAdmissionLimits({ PAGE_QUEUE_TIMEOUT_MS: value })).toThrow(
      /^PAGE_QUEUE_TIMEOUT_MS: must be a whole number/,
    );
  });

  it('tells refused clients to come back after about the longest wait', () => {
    expect(retryAfterSeconds(limits(1, 1, 4500))).toBe(5);
    expect(retryAfterSeconds(limits(1, 1, 0))).toBe(1);
  });
});

describe('ungatedPage', () => {
  it.each(['/_next/static/chunks/a.js', '/api/service/application/cart/v1.0/detail', '/favicon.ico', '/robots.txt'])(
    'lets %s skip the page gate',
    (url) => {
      expect(ungatedPage(url)).toBe(true);
    },
  );
  it.each(['/', '/products/', '/product/x/', '/_next/image?url=x', '/robots.txt.evil', '/api/other'])(
    'gates %s',
    (url) => {
      expect(ungatedPage(url)).toBe(false);
    },
  );
});

// The gates in front of a real HTTP server, with a page renderer the test holds open.
describe('createAdmission over HTTP', () => {
  let server: http.Server;
  let base: string;
  const held: (() => void)[] = [];
  const agent = new http.Agent({ keepAlive: false });

  beforeAll(async () => {
    const admission = createAdmission({ page: limits(1, 1, 60_000), api: limits(1, 0) });
    const renderPage = admission.page((req, res) => {
      if (req.url === '/slow/') return void held.push(() => res.end('page'));
      res.end('page');
    });
    const serveApi = admission.api((req, res) => {
      if (req.url === '/service/slow') return void held.push(() => res.end('{}'));
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    server = http.createServer(
      (req, res) => void (req.url?.startsWith('/service/') ? serveApi(req, res) : renderPage(req, res)),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    held.splice(0).forEach((done) => done());
    agent.destroy();
    await new Promise((r) => server.close(r));
  });

  type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
  const get = (path: string, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request(`${base}${path}`, { agent, method }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  };

  it('answers excess page requests 503 with Retry-After while the API still answers', async () => {
    const first = get('/slow/');
    await until(() => held.length === 1);
    const queued = get('/products/'); // waits in the one queue place
    const refused = await get('/products/');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain(BUSY_MESSAGE);
    const head = await get('/products/', 'HEAD');
    expect([head.status, head.body]).toEqual([503, '']);

    expect((await get('/service/config')).status).toBe(200);
    expect((await get('/_next/static/chunks/app.js')).status).toBe(200);

    held.shift()!();
    expect((await first).status).toBe(200);
    expect(await queued).toMatchObject({ status: 200, body: 'page' });
    expect((await get('/products/')).status).toBe(200);
  });

  it('refuses excess API calls with the JSON error shape of the platform', async () => {
    const slow = get('/service/slow');
    await until(() => held.length === 1);
    const refused = await get('/service/config');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(JSON.parse(refused.body)).toEqual({
      success: false,
      message: BUSY_MESSAGE,
      code: BUSY_CODE,
      retry_after: 1,
    });
    // The browser's way to the platform, through Next, takes the same API slots.
    const browser = await get('/api/service/application/cart/v1.0/detail');
    expect(browser.status).toBe(503);
    expect(JSON.parse(browser.body)).toMatchObject({ code: BUSY_CODE });
    held.shift()!();
    expect((await slow).status).toBe(200);
    expect((await get('/service/config')).status).toBe(200);
  });

  it('gives the slot back when a client hangs up before its page is done', async () => {
    const request = http.get(`${base}/slow/`, { agent });
    request.on('error', () => {});
    await until(() => held.length === 1);
    request.destroy();
    await new Promise((r) => setTimeout(r, 50));
    expect((await get('/products/')).status).toBe(200);
    held.shift()!();
  });
});
