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

export function checkCard(raw: Raw): { card: CardEntry } | { problem: string } {
  const parsed = entry.safeParse(raw);
  if (!parsed.success) return { problem: SANDBOX_MESSAGES.badForm };
  const { number, expMonth, expYear, cvv, name, save } = parsed.data;
  const digits = cvvLength(cardBrand(number));
  const problem =
    cardNumberProblem(number) ?? expiryProblem(expMonth, expYear) ?? (new RegExp(`^\\d{${digits}}$`).test(cvv) ? undefined : CARD_MESSAGES.cvv(digits)) ?? (name ? undefined : CARD_MESSAGES.name);
  return problem ? { problem } : { card: { number, expMonth, expYear, name, save } };
}
