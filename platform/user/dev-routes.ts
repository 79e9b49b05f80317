// The development outbox: the latest emails and SMS the platform sent, so a developer (or a
// browser test) can read an OTP or open a link without a mail server. Unsigned, outside /service,
// answered only in development and test or with DEV_OUTBOX=1, and only to this machine (a
// loopback connection): it holds every code and link, so anyone else could take any account.
import { Hono } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { devOutboxEnabled, latest, type OutboxMessage } from './outbox';
import { parse } from './schemas';

export const devRoutes = new Hono<PlatformEnv>();

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** A connection from this machine; an in-process request (no socket) counts as one. */
function fromThisMachine(c: { env: unknown }): boolean {
  const address = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return address === undefined || ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(address);
}

devRoutes.use('*', async (c, next) => {
  if (!devOutboxEnabled() || !fromThisMachine(c)) throw new ApiError(404, `No route for ${c.req.method} ${c.req.path}`);
  await next();
});

const listQuery = z.object({
  to: z.string().trim().max(254).optional().transform((v) => v?.toLowerCase() || undefined),
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 200').max(200, 'limit must be 1 to 200').optional(),
});

const shape = (m: OutboxMessage) => ({
  id: m.id,
  channel: m.channel,
  to: m.to,
  subject: m.subject,
  body: m.body,
  created_at: m.createdAt.toISOString(),
  sent_at: m.sentAt?.toISOString() ?? null,
  error: m.error,
});

/** ?to=<address> (an email, or +<country code><number>), newest first. */
devRoutes.get('/outbox.json', async (c) => {
  const input = parse(listQuery, Object.fromEntries(new URL(c.req.url).searchParams));
  const items = await latest(c.get('database').db, { to: input.to, limit: input.limit ?? 50 });
  c.header('cache-control', 'no-store');
  return c.json({ items: items.map(shape) });
});

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const linkify = (text: string) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

devRoutes.get('/outbox', async (c) => {
  const input = parse(listQuery, Object.fromEntries(new URL(c.req.url).searchParams));
  const items = await latest(c.get('database').db, { to: input.to, limit: input.limit ?? 50 });
  const rows = items
    .map(
      (m) => `<article><header><strong>${escape(m.channel.toUpperCase())}</strong> to <code>${escape(m.to)}</code> · <time>${m.createdAt.toISOString()}</time>${
        m.error ? ` · <em>SMTP failed: ${escape(m.error)}</em>` : m.sentAt ? ' · sent by SMTP' : ''
      }</header>${m.subject ? `<h2>${escape(m.subject)}</h2>` : ''}<pre>${linkify(m.body)}</pre></article>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#222}article{border:1px solid #ddd;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}h2{font-size:1rem;margin:.5rem 0}pre{white-space:pre-wrap;margin:0}header{color:#555;font-size:.85rem}</style></head>
<body><h1>Outbox</h1><p>The latest ${items.length} messages, newest first. Development only.</p>${rows || '<p>No messages yet.</p>'}</body></html>`;
  c.header('cache-control', 'no-store');
  return c.html(html);
});
