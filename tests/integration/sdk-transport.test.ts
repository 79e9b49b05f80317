// The storefront's one door to the platform (lib/sdk/transport.ts), in both of its modes:
// over HTTP to PLATFORM_URL, and in this process on its own database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeEach, afterAll, jest } from '@jest/globals';
import { server } from './harness';

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
    Object.assign(process.env, { PLATFORM_URL: url, APPLICATION_ID: applicationId, APPLICATION_TOKEN: applicationToken });
    const sdk = await sdkThroughTransport();
    const listing = await sdk.catalog.getProducts({ pageSize: 3 });
    expect(listing.items).toHaveLength(3);
    expect(listing.page.item_total).toBeGreaterThanOrEqual(300);
  });

  it('with PLATFORM_URL and a wrong token, the platform refuses with 401', async () => {
    const { url, applicationId } = server();
    Object.assign(process.env, { PLATFORM_URL: url, APPLICATION_ID: applicationId, APPLICATION_TOKEN: 'not-the-token' });
    const sdk = await sdkThroughTransport();
    await expect(sdk.catalog.getDepartments()).rejects.toMatchObject({ status: 401, message: 'Invalid application credentials' });
  });

  it('with PLATFORM_URL but no credentials, says what is missing', async () => {
    process.env.PLATFORM_URL = server().url;
    delete process.env.APPLICATION_ID;
    delete process.env.APPLICATION_TOKEN;
    await expect(sdkThroughTransport()).rejects.toThrow('PLATFORM_URL needs APPLICATION_ID and APPLICATION_TOKEN');
  });

  it('without PLATFORM_URL, runs the platform in this process on its own data and secrets', async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-embedded-'));
    Object.assign(process.env, { DATA_DIR: scratch, SEED_IMAGES: '0' });
    // Its own embedded database, even when the suite runs on DATABASE_URL.
    delete process.env.DATABASE_URL;
    delete process.env.PLATFORM_URL;
    delete process.env.APPLICATION_ID;
    delete process.env.APPLICATION_TOKEN;
    const sdk = await sdkThroughTransport();
    const app = await sdk.configuration.getApplication();
    expect(app.name).toBeTruthy();
    const secrets = JSON.parse(fs.readFileSync(path.join(scratch, 'secrets.json'), 'utf8'));
    expect(secrets.applicationId).not.toBe(server().applicationId);
    const listing = await sdk.catalog.getProducts({ q: 'kurta', pageSize: 5 });
    expect(listing.items.length).toBeGreaterThan(0);
    const { getDatabase } = await import('@/platform/db/client');
    await (await getDatabase()).close();
  }, 120_000);
});
