// Every OTP and link leaves through the outbox, and only with a permit of the send gate
// (send-gate.ts, which counts it against the send limits): a row per message, which the development page
// (/dev/outbox) lists, and, when SMTP_URL is set, an email sent with nodemailer. There is no SMS
// gateway: SMS stay in the outbox (a deployment plugs one in here). An email may carry an HTML
// part beside its plain text (order messages); nodemailer sends both as alternatives.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from './schema';
import type { SendPermit } from './send-gate';

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type OutgoingMessage = { channel: 'email' | 'sms'; to: string; subject: string; body: string; html?: string };
/** What a message says: its subject, plain text and, for an email, optionally HTML. */
export type MessageContent = Pick<OutgoingMessage, 'subject' | 'body' | 'html'>;

type Mail = { from: string; to: string; subject: string; text: string; html?: string };
type Mailer = { sendMail(message: Mail): Promise<unknown> };
let mailer: { url: string; transport: Promise<Mailer> } | undefined;

function smtp(): Promise<Mailer> | undefined {
  const url = process.env.SMTP_URL;
  if (!url) return undefined;
  if (mailer?.url !== url) {
    mailer = { url, transport: import('nodemailer').then((m) => m.createTransport(url) as Mailer) };
  }
  return mailer.transport;
}

/** Records and sends the message a send-gate permit allows (its channel and destination). */
export async function record(db: Db, permit: SendPermit, content: MessageContent): Promise<void> {
  const html = permit.channel === 'email' ? content.html : undefined;
  const message: OutgoingMessage = { channel: permit.channel, to: permit.to, ...content, html };
  const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  const transport = message.channel === 'email' ? smtp() : undefined;
  if (!transport) return;
  try {
    const from = process.env.SMTP_FROM ?? 'Open Storefront <no-reply@localhost>';
    const mail: Mail = { from, to: message.to, subject: message.subject, text: message.body };
    if (message.html) mail.html = message.html;
    await (await transport).sendMail(mail);
    await db.update(outboxMessages).set({ sentAt: new Date() }).where(eq(outboxMessages.id, row.id));
  } catch (error) {
    // The shopper still gets an answer (the code is in the outbox); the failure is recorded and logged.
    const reason = error instanceof Error ? error.message : String(error);
    console.error('[outbox] SMTP send failed:', reason);
    await db
      .update(outboxMessages)
      .set({ error: reason.slice(0, 500) })
      .where(eq(outboxMessages.id, row.id));
  }
}

export async function latest(db: Db, options: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(options.to ? and(eq(outboxMessages.to, options.to)) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(options.limit);
}

/** The development outbox is on outside production, or anywhere with DEV_OUTBOX=1. */
/** On with DEV_OUTBOX=1, or when NODE_ENV says development or test; never by default in production. */
export function devOutboxEnabled(): boolean {
  return process.env.DEV_OUTBOX === '1' || process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test';
}
