// The storefront's one door to the platform (lib/sdk/transport.ts), in both of its modes:
// over HTTP to PLATFORM_URL, and in this process on its own database.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeEach, afterAll, jest } from '@jest/globals';
import { server } from '../harness';

const saved = { ...process.env };
let scratch: string | undefined;

beforeEach(() => {
  jest.resetModules();
  process.env = { ...saved };
});

afterAll(() => {
  process.env = saved;
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

async function sdkThroughTransport() {
  const { platformConnection } = await import('@/lib/sdk/transport');
  const { createApiClient } = await import('@/lib/sdk/client');
  const { createSdk } = await import('@/lib/sdk');
  const { transport, config } = await platformConnection();
  return createSdk(createApiClient({ transport, base: config.domain, config }));
}

describe('transport', () => {
  it('with PLATFORM_URL, goes over HTTP with the configured credentials', async () => {
    const { url, applicationId, applicationToken } = server();
    Object.assign(process.env, {
      PLATFORM_URL: url,
      APPLICATION_ID: applicationId,
      APPLICATION_TOKEN: applicationToken,
    });
    const sdk = await sdkThroughTransport();
    const listing = await sdk.catalog.getProducts({ pageSize: 3 });
    expect(listing.items).toHaveLength(3);
    expect(listing.page.item_total).toBeGreaterThanOrEqual(300);
  });

  it('with PLATFORM_URL and a wrong token, the platform refuses with 401', async () => {
    const { url, applicationId } = server();
    Object.assign(process.env, {
      PLATFORM_URL: url,
      APPLICATION_ID: applicationId,
      APPLICATION_TOKEN: 'not-the-token',
    });
    const sdk = await sdkThroughTransport();
    await expect(sdk.catalog.getDepartments()).rejects.toMatchObject({
      status: 401,
      message: 'Invalid application credentials',
    });
  });

  it('with PLATFORM_URL but no credentials, says what is missing', async () => {
    process.env.PLATFORM_URL = server().url;
    delete process.env.APPLICATION_ID;
    delete process.env.APPLICATION_TOKEN;
    await expect(sdkThroughTransport()).rejects.toThrow('PLATFORM_URL needs APPLICATION_ID and APPLICATION_TOKEN');
  });

  it('without PLATFORM_URL, runs the platform in this process on its own data and secrets', async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-embedded-'));
    const env: NodeJS.ProcessEnv = { ...saved, DATA_DIR: scratch, SEED_IMAGES: '0' };
    // Its own embedded database, even when the suite runs on DATABASE_URL.
    for (const name of ['DATABASE_URL', 'PLATFORM_URL', 'APPLICATION_ID', 'APPLICATION_TOKEN']) delete env[name];
    // Asynchronously: a blocked event loop lets the suite's pooled connections go stale.
    const run = await promisify(execFile)(
      process.execPath,
      [require.resolve('tsx/cli'), path.join(__dirname, '../fixtures/embedded-transport.ts')],
      { env, encoding: 'utf8', timeout: 180_000 },
    );
    expect(run.stderr).not.toMatch(/Error/);
    const out = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}');
    const secrets = JSON.parse(fs.readFileSync(path.join(scratch, 'secrets.json'), 'utf8'));
    expect(out.applicationId).toBe(secrets.applicationId);
    expect(out.applicationId).not.toBe(server().applicationId);
    expect(out.appName).toBeTruthy();
    expect(out.names.length).toBeGreaterThan(0);
    expect(out.names.every((n: string) => /kurta/i.test(n))).toBe(true);
  }, 200_000);
});
