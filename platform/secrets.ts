// Application credentials and the session secret. Environment variables win; otherwise they
// are generated once into DATA_DIR/secrets.json (mode 600) and never committed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './paths';

export type Secrets = { applicationId: string; applicationToken: string; sessionSecret: string };

let cached: Secrets | undefined;

function generate(): Secrets {
  return {
    // 24 hex characters, the shape of the platform's application ids.
    applicationId: crypto.randomBytes(12).toString('hex'),
    applicationToken: crypto.randomBytes(24).toString('base64url'),
    sessionSecret: crypto.randomBytes(32).toString('base64url'),
  };
}

export function loadSecrets(): Secrets {
  if (cached) return cached;
  const file = path.join(dataDir(), 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  } else if (!(process.env.APPLICATION_ID && process.env.APPLICATION_TOKEN && process.env.SESSION_SECRET)) {
    stored = generate();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  const secrets = {
    applicationId: process.env.APPLICATION_ID ?? stored.applicationId,
    applicationToken: process.env.APPLICATION_TOKEN ?? stored.applicationToken,
    sessionSecret: process.env.SESSION_SECRET ?? stored.sessionSecret,
  };
  if (!secrets.applicationId || !secrets.applicationToken || !secrets.sessionSecret) {
    throw new Error(`Incomplete secrets: set APPLICATION_ID, APPLICATION_TOKEN and SESSION_SECRET or remove ${file}`);
  }
  cached = secrets as Secrets;
  return cached;
}

/**
 * A secret for one purpose, derived from the session secret (so nothing else needs keeping):
 * the sandbox aggregator signs its webhooks and browser returns with derivedSecret('sandbox').
 */
export function derivedSecret(purpose: string): string {
  return crypto.createHmac('sha256', loadSecrets().sessionSecret).update(`derived:${purpose}`).digest('base64url');
}
