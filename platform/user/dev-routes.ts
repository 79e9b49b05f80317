// The development outbox: the latest emails and SMS the platform sent, so a developer (or a
// browser test) can read an OTP or open a link without a mail server. Unsigned, outside /service,
// answered only in development and test or with DEV_OUTBOX=1, and only to this machine (a
// loopback connection): it holds every code and link, so anyone else could take any account.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { devOutboxEnabled, latest, type OutboxMessage } from './outbox';
import { outboxPage } from './outbox-page';
import { parse } from './schemas';

export const devRoutes = new Hono<PlatformEnv>();

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** A connection from this machine; an in-process request (no socket) counts as one. */
function fromThisMachine(c: { env: unknown }): boolean {
  const address = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return address === undefined || ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(address);
}

/** The guard of every development route: 404 unless enabled and asked from this machine. */
export const devOnly: MiddlewareHandler<PlatformEnv> = async (c, next) => {
  if (!devOutboxEnabled() || !fromThisMachine(c)) throw new ApiError(404, `No route for ${c.req.method} ${c.req.path}`);
  await next();
};

devRoutes.use('*', devOnly);

const listQuery = z.object({
  to: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => v?.toLowerCase() || undefined),
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 200').max(200, 'limit must be 1 to 200').optional(),
});

const shape = (m: OutboxMessage) => ({
  id: m.id,
  channel: m.channel,
  to: m.to,
  subject: m.subject,
  body: m.body,
  html: m.html,
  created_at: m.createdAt.toISOString(),
  sent_at: m.sentAt?.toISOString() ?? null,
  error: m.error,
});

/** The latest messages the query asks for (default 50). */
async function outboxOf(c: Context<PlatformEnv>): Promise<OutboxMessage[]> {
  const input = parse(listQuery, Object.fromEntries(new URL(c.req.url).searchParams));
  return latest(c.get('database').db, { to: input.to, limit: input.limit ?? 50 });
}

/** ?to=<address> (an email, or +<country code><number>), newest first. */
devRoutes.get('/outbox.json', async (c) => {
  const items = await outboxOf(c);
  c.header('cache-control', 'no-store');
  return c.json({ items: items.map(shape) });
});

devRoutes.get('/outbox', async (c) => {
  const items = await outboxOf(c);
  c.header('cache-control', 'no-store');
  return c.html(outboxPage(items));
});
