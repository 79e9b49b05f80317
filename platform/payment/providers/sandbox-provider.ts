// The built-in sandbox aggregator (platform/sandbox/) as a payment provider: charges are created
// in its records, the shopper pays on its hosted page, and its signed webhooks and returns are
// verified here exactly as a remote provider's would be.
import { z } from 'zod';
import {
  createCharge,
  findCharge,
  hostedUrl,
  resolveCharge,
  type SandboxEvent,
  SANDBOX_MESSAGES,
  SANDBOX_SIGNATURE_HEADER,
  verifyReturn,
  verifyWebhook,
  refundCharge,
} from '../../sandbox';
import { PREPAID_MODES, SANDBOX_AGGREGATOR } from '../constants';
import { ProviderError, type PaymentProvider, type ProviderOutcome } from './provider';

const STATUS: Record<string, ProviderOutcome['status']> = {
  created: 'pending',
  challenge: 'pending',
  succeeded: 'paid',
  failed: 'failed',
  expired: 'expired',
};

const eventShape = z.object({
  id: z.string().max(200),
  type: z.string().max(60),
  data: z.object({
    charge_id: z.string().max(100),
    status: z.string().max(20),
    failure_reason: z.string().max(300).nullable(),
    card: z
      .object({
        token: z.string().max(100),
        last4: z.string().regex(/^\d{4}$/),
        brand: z.string().max(30),
        exp_month: z.number().int(),
        exp_year: z.number().int(),
        name: z.string().max(60),
        fingerprint: z.string().max(100),
        save: z.boolean(),
      })
      .nullable(),
  }),
});
// What the sandbox sends must parse here (checked when either side changes).
export const SANDBOX_EVENT_PARSES: SandboxEvent extends z.input<typeof eventShape> ? true : never = true;

export const sandboxProvider: PaymentProvider = {
  name: SANDBOX_AGGREGATOR,
  webhookSignatureHeader: SANDBOX_SIGNATURE_HEADER,
  modes: PREPAID_MODES,

  async startCharge(database, request) {
    const charge = await createCharge(database.db, {
      merchantReference: request.paymentId,
      description: `Order ${request.orderId}`,
      amountPaise: request.amountPaise,
      currency: request.currency,
      mode: request.mode,
      identifier: request.identifier,
      returnUrl: request.returnUrl,
      expiresAt: request.expiresAt,
      saveCard: request.offerSave,
    });
    return {
      providerRef: charge.id,
      redirectUrl: request.mode === 'UPI' ? `/sandbox/upi/${charge.id}` : hostedUrl(charge.id),
    };
  },

  async chargeStatus(database, providerRef) {
    const charge = await findCharge(database.db, providerRef);
    if (!charge) return { status: 'failed', reason: 'Unknown charge' };
    return { status: STATUS[charge.status] ?? 'pending', reason: charge.failureReason };
  },

  parseWebhook(headers, body) {
    if (!verifyWebhook(headers.get(SANDBOX_SIGNATURE_HEADER) ?? undefined, body)) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return undefined;
    }
    const event = eventShape.safeParse(json);
    if (!event.success) return undefined;
    const { data } = event.data;
    const card = data.card
      ? {
          token: data.card.token,
          last4: data.card.last4,
          brand: data.card.brand,
          expMonth: data.card.exp_month,
          expYear: data.card.exp_year,
          name: data.card.name,
          fingerprint: data.card.fingerprint,
          save: data.card.save,
        }
      : null;
    return {
      eventId: event.data.id,
      type: event.data.type,
      providerRef: data.charge_id,
      outcome: { status: STATUS[data.status] ?? 'pending', reason: data.failure_reason, card },
    };
  },

  refOf(params) {
    const id = params.get('charge_id') ?? params.get('id') ?? '';
    return /^ch_[A-Za-z0-9_-]{16}$/.test(id) ? id : undefined;
  },

  async refundCharge(database, request) {
    const outcome = await refundCharge(database.db, request.providerRef, request.reference, request.amountPaise);
    if (!outcome.ok) throw new ProviderError(outcome.reason);
    return { status: 'refunded', refundRef: outcome.id };
  },

  async cancelCharge(database, providerRef) {
    await resolveCharge(database.db, providerRef, { status: 'expired', reason: SANDBOX_MESSAGES.expired });
  },

  async parseReturn(_database, query) {
    const chargeId = query.get('charge_id') ?? '';
    const status = query.get('status') ?? '';
    const signature = query.get('signature') ?? '';
    if (!/^ch_[A-Za-z0-9_-]{16}$/.test(chargeId) || !/^[a-f0-9]{64}$/.test(signature)) return undefined;
    return verifyReturn(chargeId, status, signature) ? { providerRef: chargeId } : undefined;
  },
};
