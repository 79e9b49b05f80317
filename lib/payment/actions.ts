'use server';
// Saved cards' server action: remove one (a plain form on /profile/my-cards). The platform only
// removes the signed-in shopper's own card; the page says how it went with ?notice=.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actionSdk } from '@/lib/sdk/server';
import { readActionInput } from '@/lib/actions/input';
import { formRecord } from '@/lib/cart/schemas';
import { PAYMENT_PATHS } from './constants';

const removeInput = z.object({ card_id: z.string().trim().regex(/^[A-Za-z0-9_-]{1,100}$/) });

export async function removeSavedCard(form: FormData): Promise<void> {
  const input = readActionInput(removeInput, formRecord(form));
  let notice = 'removed';
  if (!input.ok) notice = 'failed';
  else {
    try {
      await (await actionSdk()).payment.deleteUserCard({ body: { card_id: input.value.card_id } });
    } catch {
      notice = 'failed';
    }
  }
  redirect(`${PAYMENT_PATHS.cards}?notice=${notice}`);
}
