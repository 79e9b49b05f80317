// The user routes' readers of the Hono context: the database and the request's plain facts
// (caller.ts) that they hand to the services.
import type { Context } from 'hono';
import type { PlatformEnv } from '../http/env';
import type { Caller } from './caller';
import { clientAddress } from './client-address';

export type Ctx = Context<PlatformEnv>;

export const database = (c: Ctx) => c.get('database');

export function caller(c: Ctx): Caller {
  const application = c.get('application');
  return {
    ip: clientAddress(c),
    shop: { applicationId: application.id, name: application.name, domain: application.domain },
  };
}
