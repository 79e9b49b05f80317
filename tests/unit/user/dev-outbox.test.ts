// The development outbox answers 404 in production unless DEV_OUTBOX=1, and only to this machine.
import { afterEach, describe, expect, it } from '@jest/globals';
import { Hono } from 'hono';
import { ApiError } from '@/platform/http/errors';
import { devRoutes } from '@/platform/user/dev-routes';
import type { PlatformEnv } from '@/platform/http/env';

const env = process.env as Record<string, string | undefined>;
const saved = { NODE_ENV: env.NODE_ENV, DEV_OUTBOX: env.DEV_OUTBOX };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
});

function app() {
  const hono = new Hono<PlatformEnv>();
  hono.onError((error, c) => c.json({ message: error.message }, error instanceof ApiError ? error.status : 500));
  hono.route('/dev', devRoutes);
  return hono;
}

describe('/dev/outbox', () => {
  it('does not exist in production', async () => {
    env.NODE_ENV = 'production';
    delete env.DEV_OUTBOX;
    for (const path of ['/dev/outbox', '/dev/outbox.json?to=a@example.com']) {
      const res = await app().request(path);
      expect(res.status).toBe(404);
    }
  });

  it('does not exist when NODE_ENV is unset, and never for a connection from another machine', async () => {
    delete env.NODE_ENV;
    delete env.DEV_OUTBOX;
    expect((await app().request('/dev/outbox')).status).toBe(404);
    env.DEV_OUTBOX = '1';
    const remote = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
    expect((await app().request('/dev/outbox.json', {}, remote)).status).toBe(404);
    const local = { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } };
    expect((await app().request('/dev/outbox.json?limit=500', {}, local)).status).toBe(400);
  });

  it('is on in production with DEV_OUTBOX=1 (the request then reaches the database)', async () => {
    env.NODE_ENV = 'production';
    env.DEV_OUTBOX = '1';
    const res = await app().request('/dev/outbox.json?limit=500');
    // Validated before any database use: the route is there.
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('limit must be 1 to 200');
  });
});
