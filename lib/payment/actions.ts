'use server';
// The payment domain's server actions, each a plain form: remove a saved card; pay by a link (no
// account needed). Asking someone else to pay an order is checkout's (its order-status page).
// Refusals come back as the platform's words in the one-view notice cookie.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actionSdk } from '@/lib/sdk/server';
import { displayMessage } from '@/lib/sdk/errors';
import { readActionInput } from '@/lib/forms/action-input';
import { CART_MESSAGES } from '@/lib/cart/constants';
import { PAYMENT_PATHS } from './constants';
import { MODE_FIELDS, followable, identifierOf, waitsOnUpiPage } from './form';
import { formRecord } from '@/lib/forms/record';
import { writeFormNotice } from '@/lib/forms/notice';

const removeInput = z.object({
  card_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/),
});

export async function removeSavedCard(form: FormData): Promise<void> {
  const input = readActionInput(removeInput, formRecord(form));
  let result = 'removed';
  if (!input.ok) result = 'failed';
  else {
    try {
      await (await actionSdk()).payment.deleteUserCard({ body: { card_id: input.value.card_id } });
    } catch {
      result = 'failed';
    }
  }
  redirect(`${PAYMENT_PATHS.cards}?notice=${result}`);
}

const linkId = z.string().regex(/^plink_[A-Za-z0-9_-]{22}$/);
const payInput = z.object({
  payment_link_id: linkId,
  payment_mode: z.enum(['UPI', 'CARD', 'NB', 'WL']),
  ...MODE_FIELDS,
});

export async function payByLink(form: FormData): Promise<void> {
  const input = readActionInput(payInput, formRecord(form));
  const raw = formRecord(form);
  const id = linkId.safeParse(
    raw && typeof raw === 'object' ? (raw as Record<string, unknown>).payment_link_id : undefined,
  );
  const page = id.success ? `${PAYMENT_PATHS.link}${id.data}` : '/';
  if (!input.ok) {
    await writeFormNotice(false, input.message);
    redirect(page);
  }
  let next = page;
  try {
    const identifier = identifierOf(input.value);
    const started = await (
      await actionSdk()
    ).payment.initialisePaymentPaymentLink({
      body: {
        payment_link_id: input.value.payment_link_id,
        mode: input.value.payment_mode,
        ...(identifier ? { payment_identifier: identifier } : {}),
      },
    });
    if (waitsOnUpiPage(input.value.payment_mode, started.redirect_url)) next = `${page}?waiting=1`;
    else if (followable(started.redirect_url)) next = started.redirect_url;
  } catch (error) {
    await writeFormNotice(false, displayMessage(error, CART_MESSAGES.somethingWentWrong));
  }
  redirect(next);
}
