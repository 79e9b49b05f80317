// The sandbox aggregator's charges: created by the merchant, paid (or not) by the shopper on the
// hosted page or in the simulated UPI app, and reported back with a signed webhook. A charge
// moves once, from created (or challenge) to succeeded, failed or expired, by one guarded UPDATE,
// so a double click or two tabs report one outcome.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cardBrand, digitsOf, type CardBrand } from '../../contract/card';
import { sandboxCharges, type SandboxChargeStatus } from './schema';
import {
  SANDBOX_CARDS,
  SANDBOX_FAILING_VPA,
  SANDBOX_MESSAGES,
  SANDBOX_PATHS,
  SANDBOX_SIGNATURE_HEADER,
  sandboxUpiDelayMs,
} from './constants';
import { sandboxSecret, signWebhook } from './signing';

export type SandboxCharge = typeof sandboxCharges.$inferSelect;
export type ChargeInput = {
  merchantReference: string;
  description?: string;
  amountPaise: number;
  currency: string;
  mode: string;
  identifier?: string | null;
  returnUrl: string;
  expiresAt: Date;
  saveCard?: boolean;
};
export type CardEntry = { number: string; expMonth: number; expYear: number; name: string; save?: boolean };
export type SandboxEvent = {
  id: string;
  type: 'charge.succeeded' | 'charge.failed' | 'charge.expired';
  created: number;
  data: {
    charge_id: string;
    merchant_reference: string;
    amount: number;
    currency: string;
    mode: string;
    status: SandboxChargeStatus;
    failure_reason: string | null;
    card: {
      token: string;
      last4: string;
      brand: string;
      exp_month: number;
      exp_year: number;
      name: string;
      fingerprint: string;
      save: boolean;
    } | null;
  };
};

type Deliver = (request: Request) => Promise<Response>;
let deliver: Deliver | undefined;
let webhookUrl = 'http://platform.internal/payment/webhook/sandbox';

/** Where the sandbox posts its webhooks: the platform's own receiver, in this process. */
export function connectSandbox(to: Deliver, url?: string): void {
  deliver = to;
  if (url) webhookUrl = url;
}

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;
export const hostedUrl = (id: string) => `${SANDBOX_PATHS.pay}/${id}`;
const OPEN: SandboxChargeStatus[] = ['created', 'challenge'];
export const isOpen = (charge: Pick<SandboxCharge, 'status'>) => OPEN.includes(charge.status);

export async function createCharge(db: Db, input: ChargeInput): Promise<SandboxCharge> {
  const [row] = await db
    .insert(sandboxCharges)
    .values({
      id: newId('ch'),
      merchantReference: input.merchantReference,
      description: input.description ?? '',
      amountPaise: input.amountPaise,
      currency: input.currency,
      mode: input.mode,
      identifier: input.identifier ?? null,
      status: 'created',
      returnUrl: input.returnUrl,
      expiresAt: input.expiresAt,
      saveCard: input.saveCard ?? false,
    })
    .returning();
  return row;
}

/** A charge as it stands now: one past its time lapses, and a UPI request is answered by the simulated customer after a moment. */
export async function findCharge(db: Db, id: string): Promise<SandboxCharge | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id)).limit(1);
  if (!row || !isOpen(row)) return row;
  if (row.expiresAt.getTime() <= Date.now())
    return (await resolveCharge(db, row.id, { status: 'expired', reason: SANDBOX_MESSAGES.expired })) ?? row;
  if (row.mode === 'UPI' && Date.now() - row.createdAt.getTime() >= sandboxUpiDelayMs()) {
    const fails = row.identifier?.toLowerCase() === SANDBOX_FAILING_VPA;
    return (
      (await resolveCharge(
        db,
        row.id,
        fails ? { status: 'failed', reason: SANDBOX_MESSAGES.upiDeclined } : { status: 'succeeded' },
      )) ?? row
    );
  }
  return row;
}

export async function findChargeByReference(db: Db, reference: string): Promise<SandboxCharge | undefined> {
  const [row] = await db
    .select({ id: sandboxCharges.id })
    .from(sandboxCharges)
    .where(eq(sandboxCharges.merchantReference, reference))
    .limit(1);
  return row ? findCharge(db, row.id) : undefined;
}

export async function startChallenge(db: Db, id: string, card: CardEntry): Promise<SandboxCharge | undefined> {
  const [row] = await db
    .update(sandboxCharges)
    .set({ status: 'challenge', ...cardColumns(card), ...(card.save ? {} : { saveCard: false }) })
    .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.status, 'created')))
    .returning();
  return row;
}

function cardColumns(card: CardEntry) {
  const digits = digitsOf(card.number);
  return {
    cardLast4: digits.slice(-4),
    cardBrand: cardBrand(digits) as CardBrand,
    cardExpMonth: card.expMonth,
    cardExpYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
    cardName: card.name,
    cardToken: `tok_${crypto.createHmac('sha256', sandboxSecret()).update(digits).digest('base64url').slice(0, 24)}`,
  };
}

/** What a card number does in the sandbox (like Stripe's test cards). */
export function cardOutcome(number: string): 'approve' | 'decline' | 'challenge' {
  const digits = digitsOf(number);
  if (digits === SANDBOX_CARDS.decline) return 'decline';
  if (digits === SANDBOX_CARDS.challenge) return 'challenge';
  return 'approve';
}

/** The card a token was issued for (a saved card paying again), from the charge that issued it. */
export async function cardOfToken(db: Db, token: string): Promise<SandboxCharge | undefined> {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.cardToken, token), eq(sandboxCharges.status, 'succeeded')))
    .limit(1);
  return row;
}

type Outcome = { status: 'succeeded' | 'failed' | 'expired'; reason?: string; card?: CardEntry };

/** Moves an open charge to its outcome and tells the merchant; undefined when it was no longer open. */
export async function resolveCharge(db: Db, id: string, outcome: Outcome): Promise<SandboxCharge | undefined> {
  const [row] = await db
    .update(sandboxCharges)
    // saveCard was the merchant's offer; it stays true only when the shopper took it.
    .set({
      status: outcome.status,
      failureReason: outcome.reason ?? null,
      resolvedAt: new Date(),
      ...(outcome.card ? { ...cardColumns(outcome.card), ...(outcome.card.save ? {} : { saveCard: false }) } : {}),
    })
    .where(and(eq(sandboxCharges.id, id), inArray(sandboxCharges.status, OPEN)))
    .returning();
  if (!row) return undefined;
  await sendWebhook(row);
  return row;
}

export function eventOf(row: SandboxCharge): SandboxEvent {
  const type =
    row.status === 'succeeded' ? 'charge.succeeded' : row.status === 'expired' ? 'charge.expired' : 'charge.failed';
  return {
    id: `evt_${row.id}_${row.status}`,
    type,
    created: Math.floor((row.resolvedAt ?? new Date()).getTime() / 1000),
    data: {
      charge_id: row.id,
      merchant_reference: row.merchantReference,
      amount: row.amountPaise,
      currency: row.currency,
      mode: row.mode,
      status: row.status,
      failure_reason: row.failureReason,
      card:
        row.cardToken && row.status === 'succeeded'
          ? {
              token: row.cardToken,
              last4: row.cardLast4 ?? '',
              brand: row.cardBrand ?? 'Unknown',
              exp_month: row.cardExpMonth ?? 0,
              exp_year: row.cardExpYear ?? 0,
              name: row.cardName ?? '',
              fingerprint: row.cardToken,
              save: row.saveCard && row.identifier === null,
            }
          : null,
    },
  };
}

/** At least once: a failed delivery is logged; the merchant still learns from the browser return or a status call. */
async function sendWebhook(row: SandboxCharge): Promise<void> {
  if (!deliver) return;
  const body = JSON.stringify(eventOf(row));
  try {
    const answer = await deliver(
      new Request(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signWebhook(body) },
        body,
      }),
    );
    if (!answer.ok) console.error('[sandbox] webhook refused:', answer.status, await answer.text());
  } catch (error) {
    console.error('[sandbox] webhook delivery failed:', error);
  }
}
