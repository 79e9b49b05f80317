// payment/options (getPaymentModeRoutes): how this cart can be paid, from the server's own total
// (an amount in the query is never believed). Nothing to pay: PP only. Otherwise the prepaid modes
// through the active provider, the shopper's saved cards under CARD, the banks (the page shows the
// first TOP_BANKS, then all), wallets, pay-later, and COD up to its limit.
import type { Database } from '../db/client';
import { lastOrderOf } from '../order';
import { COD_RULES, anonymousMode } from './constants';
import { BANKS, PAY_LATER, WALLETS } from '../../contract/payment-methods';
import { MODE_DISPLAY, TOP_BANKS, paymentHoldSeconds } from './constants';
import { activeProvider } from './providers';
import { cardsOf, cardView } from './card-service';
import { paymentOfOrder } from './payment-store';
import { SANDBOX_API } from '../sandbox';

type LastChoice = { mode: string; identifier: string | null } | undefined;

/**
 * payment_default_selection: the shopper's last mode (and what it named: the UPI id, the bank, the
 * wallet) when still offered. skip is the merchant's choice (PAYMENT_SKIP_DEFAULT=1), and only
 * for a choice that needs nothing more from the shopper (a card needs the card again).
 */
export function defaultSelection(
  last: LastChoice,
  offered: string[],
  skipAllowed: boolean,
): PaymentOptions['payment_options']['payment_default_selection'] {
  if (!last || !offered.includes(last.mode)) return { skip: false };
  const identifier = last.mode === 'CARD' ? '' : (last.identifier ?? '');
  const complete = last.mode === 'COD' || (['UPI', 'NB', 'WL', 'PL'].includes(last.mode) && identifier !== '');
  return { mode: last.mode, identifier, skip: skipAllowed && complete };
}

/** The mode of the shopper's last order and what its checkout payment named, if any. */
async function lastChoice(database: Database, userId: string): Promise<LastChoice> {
  const order = await lastOrderOf(database, userId);
  if (!order) return undefined;
  const payment = await paymentOfOrder(database.db, order.id);
  return { mode: order.paymentMode, identifier: payment?.identifier ?? null };
}

/** The payment flow meta: api_link, additional_api_links per mode, data.gateway. */
function paymentFlow(aggregator: string, payLater: boolean) {
  const gateway = { is_customer_validation_required: payLater };
  if (aggregator !== 'sandbox')
    return { api_link: `/payment/checkout/${aggregator}`, payment_flow: 'sdk', data: { gateway } };
  return {
    api_link: SANDBOX_API.card,
    payment_flow: 'api',
    additional_api_links: [
      { payment_modes: ['UPI'], api_link: SANDBOX_API.upi },
      { payment_modes: ['NB', 'WL', 'PL'], api_link: SANDBOX_API.next },
    ],
    data: { gateway },
  };
}

const logo = (code: string) => ({
  small: `/media/payment/${code.toLowerCase()}-small.svg`,
  large: `/media/payment/${code.toLowerCase()}-large.svg`,
});

type Entry = Record<string, unknown> & { code: string; display_name: string; aggregator_name: string };
type Option = {
  name: string;
  display_name: string;
  display_priority: number;
  aggregator_name: string;
  list: Entry[];
  save_card?: boolean;
  add_card_enabled?: boolean;
  anonymous_enable?: boolean;
};

export type PaymentOptions = {
  success: true;
  payment_options: {
    payment_option: Option[];
    payment_flows: Record<
      string,
      {
        api_link: string;
        payment_flow: string;
        additional_api_links?: { payment_modes: string[]; api_link: string }[];
        data: Record<string, unknown>;
      }
    >;
    payment_default_selection: { mode?: string; identifier?: string; skip: boolean };
  };
  payment_breakup: { total: number; currency: string };
};

function option(mode: string, aggregator: string, list: Entry[], extra: Partial<Option> = {}): Option {
  return {
    name: mode,
    display_name: MODE_DISPLAY[mode].name,
    display_priority: MODE_DISPLAY[mode].priority,
    aggregator_name: aggregator,
    list,
    ...extra,
  };
}

/**
 * userId null: a payer without an account here (a payment link): no saved cards, no suggestion.
 * guest: a guest checkout's bag: only the options that say anonymous_enable.
 */
export async function paymentOptions(
  database: Database,
  userId: string | null,
  totalPaise: number,
  options: { guest?: boolean } = {},
): Promise<PaymentOptions> {
  const provider = activeProvider();
  const aggregator = provider?.name ?? '';
  const takes = (mode: string) => provider?.modes.includes(mode) ?? false;
  const [cards, last] = userId
    ? await Promise.all([cardsOf(database, userId), lastChoice(database, userId)])
    : [[], undefined];
  const list: Option[] = [];
  if (totalPaise === 0) {
    list.push(option('PP', 'Fynd', [{ code: 'PP', display_name: 'Prepaid', aggregator_name: 'Fynd' }]));
  } else {
    const entry = (code: string, name: string, i: number): Entry => ({
      code,
      display_name: name,
      aggregator_name: aggregator,
      display_priority: i + 1,
      logo_url: logo(code),
      merchant_code: code,
    });
    if (takes('UPI'))
      list.push(
        option('UPI', aggregator, [
          { ...entry('UPI', 'UPI ID', 0), timeout: paymentHoldSeconds(), retry_count: 0, intent_flow: false },
        ]),
      );
    if (takes('CARD'))
      list.push(
        option(
          'CARD',
          aggregator,
          cards
            .filter((card) => card.aggregator === aggregator)
            .map((card) => ({
              ...cardView(card),
              code: card.id,
              display_name: cardView(card).nickname,
              aggregator_name: aggregator,
            })),
          { save_card: !options.guest, add_card_enabled: true },
        ),
      );
    if (takes('NB'))
      list.push(
        option(
          'NB',
          aggregator,
          BANKS.map((bank, i) => ({ ...entry(bank.code, bank.name, i), top: i < TOP_BANKS })),
        ),
      );
    if (takes('WL'))
      list.push(
        option(
          'WL',
          aggregator,
          WALLETS.map((wallet, i) => entry(wallet.code, wallet.name, i)),
        ),
      );
    if (takes('PL'))
      list.push(
        option(
          'PL',
          aggregator,
          PAY_LATER.map((provider, i) => ({
            ...entry(provider.code, provider.name, i),
            is_customer_validation_required: true,
          })),
        ),
      );
    if (totalPaise <= COD_RULES.maxTotalPaise) {
      const limit = COD_RULES.maxTotalPaise / 100;
      list.push(
        option('COD', 'Fynd', [
          {
            code: 'COD',
            display_name: 'Cash on Delivery',
            aggregator_name: 'Fynd',
            cod_limit: limit,
            cod_limit_per_order: limit,
            remaining_limit: limit,
            cod_charges: COD_RULES.chargePaise / 100,
          },
        ]),
      );
    }
  }
  for (const entry of list) entry.anonymous_enable = anonymousMode(entry.name);
  if (options.guest) list.splice(0, list.length, ...list.filter((entry) => entry.anonymous_enable));
  list.sort((a, b) => a.display_priority - b.display_priority);
  const offered = list.map((o) => o.name);
  return {
    success: true,
    payment_options: {
      payment_option: list,
      payment_flows: provider ? { [aggregator]: paymentFlow(aggregator, takes('PL')) } : {},
      payment_default_selection: defaultSelection(last, offered, process.env.PAYMENT_SKIP_DEFAULT === '1'),
    },
    payment_breakup: { total: totalPaise / 100, currency: 'INR' },
  };
}

export const offersMode = (options: PaymentOptions, mode: string) =>
  options.payment_options.payment_option.some((o) => o.name === mode);
