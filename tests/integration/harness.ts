// What every integration test needs: where the platform runs, its credentials, a signed fetch
// (through our SDK's signing) and the official SDK's ApplicationClient pointed at it.
import fs from 'node:fs';
import { jest } from '@jest/globals';
import { ApplicationConfig, ApplicationClient } from '@gofynd/fdk-client-javascript';
import { basicToken, signRequest } from '@/contract/signing';

export type ServerInfo = {
  url: string;
  applicationId: string;
  applicationToken: string;
  database: 'pglite' | 'postgres';
  stderrFile: string;
};

export function server(): ServerInfo {
  const file = process.env.STOREFRONT_IT_SERVER;
  if (!file) throw new Error('The integration global setup did not run (STOREFRONT_IT_SERVER is unset)');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ServerInfo;
}

/** A correctly signed and authenticated request, as any client of the API makes it. */
export async function api(
  pathAndQuery: string,
  init: { method?: string; body?: unknown; json?: string; headers?: Record<string, string>; base?: string } = {},
) {
  const { url, applicationId, applicationToken } = server();
  // Another process of the same platform (tests of several processes on one PostgreSQL).
  const base = init.base ?? url;
  const target = `${base}${pathAndQuery}`;
  const method = init.method ?? 'GET';
  // `json` is a body already written as JSON text (one nested deeper than JSON.stringify can write).
  const body = init.json ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const headers: Record<string, string> = {
    authorization: `Bearer ${basicToken(applicationId, applicationToken)}`,
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...init.headers,
  };
  Object.assign(headers, signRequest({ method, url: target, headers, body }));
  const response = await fetch(target, { method, headers, body });
  const text = await response.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json };
}

/** The public SDK, as a mobile app or another server would use it. */
export function officialClient(options: { cookie?: string } = {}): InstanceType<typeof ApplicationClient> {
  const { url, applicationId, applicationToken } = server();
  const config = quiet(new ApplicationConfig({ applicationID: applicationId, applicationToken, domain: url }));
  const client = new ApplicationClient(config, {});
  if (options.cookie) client.setCookie(options.cookie);
  return client;
}

/**
 * The official client logs every failed call at ERROR, with its stack and signed headers; the
 * tests assert the failures they expect, so its log is off and a real failure stands out.
 */
export function quiet(config: InstanceType<typeof ApplicationConfig>): InstanceType<typeof ApplicationConfig> {
  config.setLogLevel('SILENT' as Parameters<typeof config.setLogLevel>[0]);
  return config;
}

/** The official SDK logs every failed call to console.error; expected failures stay quiet. */
export async function failure(call: () => Promise<unknown>): Promise<unknown> {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await call();
    throw new Error('expected the call to fail');
  } catch (error) {
    return error;
  } finally {
    spy.mockRestore();
  }
}
