// What a prepaid mode needs to know, checked before any order is made: the UPI id (VPA), the bank
// or wallet code, the pay-later provider, or which of the shopper's own saved cards (whose token,
// never the number, goes to the provider).
import type { Database } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { BANKS, PAY_LATER, VPA_PATTERN, WALLETS } from '../../contract/payment-methods';
import type { PrepaidMode } from './constants';
import { PAYMENT_MESSAGES } from './messages';
import { cardOf } from './card-service';

const known = (list: readonly { code: string }[], code: string) => list.some((entry) => entry.code === code);

export async function paymentIdentifier(
  database: Database,
  /** null: a guest, who has no saved cards. */
  userId: string | null,
  mode: PrepaidMode,
  raw: string | undefined,
): Promise<string | undefined> {
  const value = raw?.trim() ?? '';
  switch (mode) {
    case 'UPI':
      if (!VPA_PATTERN.test(value)) throw badRequest(PAYMENT_MESSAGES.badVpa);
      return value.toLowerCase();
    case 'NB':
      if (!known(BANKS, value.toUpperCase())) throw badRequest(PAYMENT_MESSAGES.unknownBank(value));
      return value.toUpperCase();
    case 'WL':
      if (!known(WALLETS, value.toUpperCase())) throw badRequest(PAYMENT_MESSAGES.unknownWallet(value));
      return value.toUpperCase();
    case 'PL': {
      const code = (value || PAY_LATER[0].code).toUpperCase();
      if (!known(PAY_LATER, code)) throw badRequest(PAYMENT_MESSAGES.unknownPayLater(value));
      return code;
    }
    case 'CARD': {
      // A new card is entered on the provider's page; a saved one is named by its id.
      if (!value || value.toUpperCase() === 'CARD') return undefined;
      const card = userId ? await cardOf(database, userId, value) : undefined;
      if (!card) throw notFound(PAYMENT_MESSAGES.cardNotFound);
      return card.token;
    }
  }
}
