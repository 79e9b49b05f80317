// The sandbox aggregator's browser side (mounted at /sandbox, unsigned: the shopper's browser
// comes here as it would to a provider's checkout): the hosted payment page for each mode, the
// card challenge, and the simulated UPI app. Every outcome ends with a 303 to the merchant's
// return URL carrying the charge, its status and a signature.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { readBodyText } from '../http/body-limit';
import { CARD_MESSAGES } from '../../contract/card';
import { checkCard } from './card-entry';
import { BANKS, PAY_LATER, WALLETS } from '../../contract/payment-methods';
import { SANDBOX_MESSAGES, SANDBOX_OTP } from './constants';
import { approvalPage, cardPage, challengePage, closedPage, SANDBOX_PAGE_HEADERS, upiAppPage } from './pages';
import {
  cardOfToken,
  cardOutcome,
  findCharge,
  isOpen,
  resolveCharge,
  startChallenge,
  type CardEntry,
  type SandboxCharge,
} from './service';
import type { Db } from '../db/client';
import { signReturn } from './signing';

export const sandboxRoutes = new Hono<PlatformEnv>();
type Ctx = Context<PlatformEnv>;

const idParam = z.object({ id: z.string().regex(/^ch_[A-Za-z0-9_-]{16}$/) });
const html = (c: Ctx, body: string, status: 200 | 404 | 422 = 200) => c.body(body, status, SANDBOX_PAGE_HEADERS);

export function returnTo(charge: SandboxCharge): string {
  const sep = charge.returnUrl.includes('?') ? '&' : '?';
  const query = new URLSearchParams({
    charge_id: charge.id,
    status: charge.status,
    signature: signReturn(charge.id, charge.status),
  });
  return `${charge.returnUrl}${sep}${query}`;
}

/** A charge no longer open: what became of it, and the way back to the shop. */
const closedPageOf = (charge: SandboxCharge) =>
  closedPage(
    charge,
    returnTo(charge),
    charge.status === 'succeeded' ? SANDBOX_MESSAGES.done : (charge.failureReason ?? SANDBOX_MESSAGES.expired),
  );

const notFoundPage = (c: Ctx) =>
  c.body(
    `<!doctype html><title>Sandbox payments</title><p>${SANDBOX_MESSAGES.notFound}</p>`,
    404,
    SANDBOX_PAGE_HEADERS,
  );

async function chargeOf(c: Ctx): Promise<SandboxCharge | undefined> {
  const parsed = idParam.safeParse(c.req.param());
  return parsed.success ? findCharge(c.get('database').db, parsed.data.id) : undefined;
}

async function form(c: Ctx): Promise<URLSearchParams> {
  return new URLSearchParams(await readBodyText(c));
}

const nameOf = (list: readonly { code: string; name: string }[], code: string | null) =>
  list.find((b) => b.code === code)?.name ?? code ?? '';

function payPage(charge: SandboxCharge, savedLast4?: string, error?: string): string {
  switch (charge.mode) {
    case 'CARD':
      return cardPage(charge, savedLast4, error);
    case 'NB':
      return approvalPage(
        charge,
        nameOf(BANKS, charge.identifier),
        `Sign in to ${nameOf(BANKS, charge.identifier)} net banking and approve the payment.`,
      );
    case 'WL':
      return approvalPage(
        charge,
        nameOf(WALLETS, charge.identifier),
        `Pay from your ${nameOf(WALLETS, charge.identifier)} wallet.`,
      );
    case 'PL':
      return approvalPage(
        charge,
        nameOf(PAY_LATER, charge.identifier),
        `Pay later with ${nameOf(PAY_LATER, charge.identifier)}: nothing is due today.`,
      );
    default:
      return upiAppPage(charge);
  }
}

async function savedCardLast4(c: Ctx, charge: SandboxCharge): Promise<string | undefined> {
  if (charge.mode !== 'CARD' || !charge.identifier?.startsWith('tok_')) return undefined;
  return (await cardOfToken(c.get('database').db, charge.identifier))?.cardLast4 ?? undefined;
}

sandboxRoutes.get('/pay/:id', async (c) => {
  const charge = await chargeOf(c);
  if (!charge) return notFoundPage(c);
  if (!isOpen(charge)) return html(c, closedPageOf(charge));
  if (charge.status === 'challenge') return c.redirect(`/sandbox/pay/${charge.id}/challenge`, 303);
  return html(c, payPage(charge, await savedCardLast4(c, charge)));
});

/** The simulated customer's UPI app: approve or decline the collect request. */
sandboxRoutes.get('/upi/:id', async (c) => {
  const charge = await chargeOf(c);
  if (!charge || charge.mode !== 'UPI') return notFoundPage(c);
  if (!isOpen(charge)) return html(c, closedPageOf(charge));
  return html(c, upiAppPage(charge));
});

async function payByCard(c: Ctx, charge: SandboxCharge, fields: URLSearchParams): Promise<Response> {
  const db = c.get('database').db;
  const savedLast4 = await savedCardLast4(c, charge);
  if (charge.identifier?.startsWith('tok_')) {
    const saved = await cardOfToken(db, charge.identifier);
    if (!saved || !/^\d{3,4}$/.test(fields.get('cvv') ?? ''))
      return html(c, cardPage(charge, savedLast4, CARD_MESSAGES.cvv(3)), 422);
    const outcome = saved.cardLast4 === '0002' ? 'decline' : 'approve';
    const done = await resolveCharge(
      db,
      charge.id,
      outcome === 'approve' ? { status: 'succeeded' } : { status: 'failed', reason: SANDBOX_MESSAGES.declined },
    );
    return c.redirect(returnTo(done ?? charge), 303);
  }
  const checked = checkCard({
    number: fields.get('number'),
    expMonth: fields.get('exp_month'),
    expYear: fields.get('exp_year'),
    cvv: fields.get('cvv'),
    name: fields.get('name'),
    save: charge.saveCard && fields.get('save_card') === 'true',
  });
  if ('problem' in checked) {
    // What was typed stays (never the CVV), each problem beside its field.
    const typed = {
      number: fields.get('number') ?? '',
      expMonth: fields.get('exp_month') ?? '',
      expYear: fields.get('exp_year') ?? '',
      name: fields.get('name') ?? '',
    };
    const fieldProblems = Object.keys(checked.problems).length > 0;
    return html(
      c,
      cardPage(
        charge,
        undefined,
        fieldProblems ? SANDBOX_MESSAGES.checkCard : checked.problem,
        typed,
        checked.problems,
      ),
      422,
    );
  }
  return c.redirect((await chargeCard(db, charge, checked.card)).next, 303);
}

/** What a checked card does to an open charge (like Stripe's test cards): paid, declined, or a challenge first; and where the browser goes next. */
export async function chargeCard(
  db: Db,
  charge: SandboxCharge,
  card: CardEntry,
): Promise<{ next: string; declined: boolean }> {
  const outcome = cardOutcome(card.number);
  if (outcome === 'challenge') {
    await startChallenge(db, charge.id, card);
    return { next: `/sandbox/pay/${charge.id}/challenge`, declined: false };
  }
  const done = await resolveCharge(
    db,
    charge.id,
    outcome === 'approve' ? { status: 'succeeded', card } : { status: 'failed', reason: SANDBOX_MESSAGES.declined },
  );
  return { next: returnTo(done ?? charge), declined: outcome === 'decline' };
}

sandboxRoutes.post('/pay/:id', async (c) => {
  const charge = await chargeOf(c);
  if (!charge) return notFoundPage(c);
  if (!isOpen(charge)) return c.redirect(returnTo(charge), 303);
  const fields = await form(c);
  const action = fields.get('action');
  const db = c.get('database').db;
  if (action === 'cancel' || action === 'decline') {
    const done = await resolveCharge(db, charge.id, {
      status: 'failed',
      reason: action === 'cancel' ? SANDBOX_MESSAGES.cancelled : SANDBOX_MESSAGES.paymentDeclined,
    });
    return charge.mode === 'UPI'
      ? html(c, closedPage(done ?? charge, returnTo(done ?? charge), 'Payment declined'))
      : c.redirect(returnTo(done ?? charge), 303);
  }
  if (charge.status !== 'created') return c.redirect(`/sandbox/pay/${charge.id}/challenge`, 303);
  if (charge.mode === 'CARD') return payByCard(c, charge, fields);
  if (action !== 'approve') return html(c, payPage(charge), 422);
  const done = await resolveCharge(db, charge.id, { status: 'succeeded' });
  return charge.mode === 'UPI'
    ? html(c, closedPage(done ?? charge, returnTo(done ?? charge), 'Payment approved'))
    : c.redirect(returnTo(done ?? charge), 303);
});

sandboxRoutes.get('/pay/:id/challenge', async (c) => {
  const charge = await chargeOf(c);
  if (!charge) return notFoundPage(c);
  if (charge.status !== 'challenge')
    return c.redirect(isOpen(charge) ? `/sandbox/pay/${charge.id}` : returnTo(charge), 303);
  return html(c, challengePage(charge));
});

sandboxRoutes.post('/pay/:id/challenge', async (c) => {
  const charge = await chargeOf(c);
  if (!charge) return notFoundPage(c);
  if (charge.status !== 'challenge')
    return c.redirect(isOpen(charge) ? `/sandbox/pay/${charge.id}` : returnTo(charge), 303);
  const fields = await form(c);
  const db = c.get('database').db;
  if (fields.get('action') === 'cancel') {
    const done = await resolveCharge(db, charge.id, { status: 'failed', reason: SANDBOX_MESSAGES.cancelled });
    return c.redirect(returnTo(done ?? charge), 303);
  }
  if (fields.get('otp') !== SANDBOX_OTP) return html(c, challengePage(charge, SANDBOX_MESSAGES.challengeFailed), 422);
  const done = await resolveCharge(db, charge.id, { status: 'succeeded' });
  return c.redirect(returnTo(done ?? charge), 303);
});
