// A card as the shopper typed it (the hosted page, or the card form posted to the api_link), checked
// with the card rules of contract/card.ts. The CVV is checked and dropped: it is never stored.
import { z } from 'zod';
import { CARD_MESSAGES, cardBrand, cardNumberProblem, cvvLength, expiryProblem } from '../../contract/card';
import { SANDBOX_MESSAGES } from './constants';
import type { CardEntry } from './service';

const entry = z.object({
  number: z.string().max(23),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvv: z.string().max(4),
  name: z.string().trim().max(60),
  save: z.boolean(),
});

type Raw = { number: unknown; expMonth: unknown; expYear: unknown; cvv: unknown; name: unknown; save: boolean };

/** What is wrong with each field of a card, in the order the form shows them. */
export type CardProblems = Partial<Record<'number' | 'expiry' | 'cvv' | 'name', string>>;

export function checkCard(raw: Raw): { card: CardEntry } | { problem: string; problems: CardProblems } {
  const parsed = entry.safeParse(raw);
  if (!parsed.success) return { problem: SANDBOX_MESSAGES.badForm, problems: {} };
  const { number, expMonth, expYear, cvv, name, save } = parsed.data;
  const digits = cvvLength(cardBrand(number));
  const problems: CardProblems = {
    number: cardNumberProblem(number),
    expiry: expiryProblem(expMonth, expYear),
    cvv: new RegExp(`^\\d{${digits}}$`).test(cvv) ? undefined : CARD_MESSAGES.cvv(digits),
    name: name ? undefined : CARD_MESSAGES.name,
  };
  const found = Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as CardProblems;
  const first = Object.values(found)[0];
  return first ? { problem: first, problems: found } : { card: { number, expMonth, expYear, name, save } };
}
