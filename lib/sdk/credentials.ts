// The application credentials the storefront signs with: environment first, then
// DATA_DIR/secrets.json, which the embedded platform writes on its first start. proxy.ts runs
// apart from the server components' module graph, so both read them from here.
import fs from 'node:fs';
import path from 'node:path';

export type Credentials = { applicationId: string; applicationToken: string; platformOrigin?: string };
let cached: Credentials | undefined;

export function readCredentials(): Credentials {
  if (cached) return cached;
  let applicationId = process.env.APPLICATION_ID;
  let applicationToken = process.env.APPLICATION_TOKEN;
  if (!applicationId || !applicationToken) {
    if (process.env.PLATFORM_URL)
      throw new Error(
        'PLATFORM_URL needs APPLICATION_ID and APPLICATION_TOKEN (see npm run credentials on the platform)',
      );
    const file = path.join(
      path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? path.join(process.cwd(), '.data')),
      'secrets.json',
    );
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { applicationId: string; applicationToken: string };
    applicationId ??= stored.applicationId;
    applicationToken ??= stored.applicationToken;
  }
  const remote = process.env.PLATFORM_URL;
  cached = { applicationId, applicationToken, platformOrigin: remote ? new URL(remote).origin : undefined };
  return cached;
}
