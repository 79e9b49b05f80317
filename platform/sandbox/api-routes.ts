// The sandbox's provider API for the spec's other flows ('Calls to payment
// providers'), mounted at /sandbox/api; each names its charge by the charge id, the capability the
// merchant handed the shopper's page:
// - card form POST to api_link (form-encoded, format json, redirect_after_payment, save_to_locker):
//   answers payment.authentication {url, method}, or error_message;
// - UPI server to server (Authorization: Bearer <charge id>): answers status and error.description;
// - the Jio-style next URL (JSON, x-sandbox-token header): answers data.next[0].url.
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '../http/env';
import { readBodyText } from '../http/body-limit';
import { VPA_PATTERN } from '../../contract/payment-methods';
import { SANDBOX_MESSAGES } from './constants';
import { checkCard } from './card-entry';
import { chargeCard } from './routes';
import { findCharge, hostedUrl, isOpen, type SandboxCharge } from './service';

export const sandboxApiRoutes = new Hono<PlatformEnv>();
type Ctx = Context<PlatformEnv>;

const CHARGE_ID = /^ch_[A-Za-z0-9_-]{16}$/;

async function openCharge(c: Ctx, id: string | undefined, mode?: string): Promise<SandboxCharge | Response> {
  const charge = id && CHARGE_ID.test(id) ? await findCharge(c.get('database').db, id) : undefined;
  // Refusals carry the provider shapes (error_message, error.description) and the platform's success: false.
  if (!charge || (mode && charge.mode !== mode))
    return c.json(
      { success: false, error_message: SANDBOX_MESSAGES.notFound, error: { description: SANDBOX_MESSAGES.notFound } },
      404,
    );
  if (!isOpen(charge))
    return c.json(
      { success: false, error_message: SANDBOX_MESSAGES.done, error: { description: SANDBOX_MESSAGES.done } },
      409,
    );
  return charge;
}

async function jsonOf(c: Ctx): Promise<Record<string, unknown>> {
  try {
    const value = JSON.parse((await readBodyText(c)) || '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

sandboxApiRoutes.post('/card', async (c) => {
  const form = new URLSearchParams(await readBodyText(c));
  const charge = await openCharge(c, form.get('charge_id') ?? undefined, 'CARD');
  if (charge instanceof Response) return charge;
  const checked = checkCard({
    number: form.get('card_number'),
    expMonth: form.get('card_exp_month'),
    expYear: form.get('card_exp_year'),
    cvv: form.get('card_security_code'),
    name: form.get('name_on_card'),
    save: charge.saveCard && form.get('save_to_locker') === 'true',
  });
  if ('problem' in checked) return c.json({ success: false, error_message: checked.problem }, 400);
  const { next, declined } = await chargeCard(c.get('database').db, charge, checked.card);
  // Without format=json the browser posted the form itself: it goes on at once.
  if (form.get('format') !== 'json') return c.redirect(next, 303);
  return c.json(
    declined
      ? { error_message: SANDBOX_MESSAGES.declined }
      : { payment: { authentication: { url: next, method: 'GET' } } },
  );
});

sandboxApiRoutes.post('/upi', async (c) => {
  const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
  const charge = await openCharge(c, token, 'UPI');
  if (charge instanceof Response) return charge;
  const body = await jsonOf(c);
  const vpa = typeof body.vpa === 'string' ? body.vpa : (charge.identifier ?? '');
  if (!VPA_PATTERN.test(vpa)) return c.json({ status: 'failed', error: { description: SANDBOX_MESSAGES.badVpa } });
  return c.json({ status: 'pending', charge_id: charge.id });
});

sandboxApiRoutes.post('/next', async (c) => {
  const charge = await openCharge(c, c.req.header('x-sandbox-token'));
  if (charge instanceof Response) return charge;
  return c.json({
    data: {
      next: [{ url: charge.mode === 'UPI' ? `/sandbox/upi/${charge.id}` : hostedUrl(charge.id), method: 'GET' }],
    },
  });
});
