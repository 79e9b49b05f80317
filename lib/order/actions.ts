'use server';
// The order domain's server actions, each a plain form: cancel or return a shipment (some items,
// some pieces, one reason for all or one each, photos when a reason needs them), and open an order
// on the tracking page with its id and contact. Refusals come back in the platform's words in the
// one-view notice; the status change is followed by polling (lib/order/polling.ts).
import { redirect } from 'next/navigation';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { actionSdk } from '@/lib/sdk/server';
import { currentShopper } from '@/lib/user/data';
import { displayMessage } from '@/lib/sdk/errors';
import { ACTION_MESSAGES } from '@/lib/forms/action-input';
import { requestCookieSecure } from '@/lib/shared/cookie-secure';
import { CART_MESSAGES } from '@/lib/cart/constants';
import { uploadFile } from '@/lib/file-storage/upload';
import { ORDER_PATHS, ORDER_WORDS, TRACKING_COOKIE, TRACKING_COOKIE_MAX_AGE_SECONDS, TRACKING_FORM } from './constants';
import { PollingSlow, pollUntilBags } from './polling';
import { QC_PHOTOS_MAX } from '@/contract/order';
import { shipmentRequest, updateForm, type UpdateForm } from './update-form';
import { formRecord } from '@/lib/forms/record';
import { writeFormNotice } from '@/lib/forms/notice';

const SUCCESS: Record<string, string> = {
  cancelled_customer: ORDER_WORDS.cancelled,
  cancellation_requested: ORDER_WORDS.cancellationRequested,
  return_initiated: ORDER_WORDS.returnRequested,
  return_pre_qc: ORDER_WORDS.returnPhotos,
};

async function photosOf(form: FormData): Promise<{ urls: string[] } | { error: string }> {
  const files = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0);
  const urls: string[] = [];
  if (files.length > QC_PHOTOS_MAX) return { error: ORDER_WORDS.tooManyPhotos };
  for (const file of files) {
    const done = await uploadFile('order-qc', file);
    if ('error' in done) return done;
    urls.push(done.url);
  }
  return { urls };
}

export async function updateShipment(form: FormData): Promise<void> {
  // Anyone can call an action with any arguments: only a form is read.
  const parsed =
    form instanceof FormData
      ? updateForm(formRecord(form), form.getAll('bag').map(String))
      : ({ ok: false, message: ACTION_MESSAGES.invalid } as const);
  if (!parsed.ok) {
    await writeFormNotice(false, parsed.message);
    redirect(ORDER_PATHS.list);
  }
  const input: UpdateForm = parsed.value;
  const outcome = await update(input, form);
  await writeFormNotice(outcome.ok, outcome.message);
  // A guest (guest checkout) has no account pages: its order's tracking pages instead.
  const guestOrder = (await currentShopper()) ? undefined : outcome.orderId;
  if (guestOrder)
    redirect(
      outcome.ok
        ? ORDER_PATHS.trackShipment(guestOrder, outcome.shipmentId)
        : ORDER_PATHS.guestCancel(guestOrder, input.shipmentId),
    );
  redirect(outcome.ok ? ORDER_PATHS.shipment(outcome.shipmentId) : ORDER_PATHS.update(input.shipmentId, input.type));
}

type Outcome =
  { ok: true; message: string; shipmentId: string; orderId: string } | { ok: false; message: string; orderId?: string };

async function update(input: UpdateForm, form: FormData): Promise<Outcome> {
  let orderId: string | undefined;
  try {
    const sdk = await actionSdk();
    const [{ shipment }, { reasons }] = await Promise.all([
      sdk.order.getShipmentById({ shipmentId: input.shipmentId }),
      sdk.order.getShipmentReasons({ shipmentId: input.shipmentId }),
    ]);
    orderId = shipment.order_id;
    const photos = await photosOf(form);
    if ('error' in photos) return { ok: false, message: photos.error, orderId };
    const request = shipmentRequest(input, shipment, photos.urls, reasons);
    if ('error' in request) return { ok: false, message: request.error, orderId };
    const answer = await sdk.order.updateShipmentStatus({ shipmentId: input.shipmentId, body: request.body });
    const done = answer.statuses[0]?.shipments[0];
    const target = done?.identifier ?? input.shipmentId;
    await pollUntilBags(async () => (await sdk.order.getShipmentById({ shipmentId: target })).shipment, request.pieces);
    return {
      ok: true,
      message: SUCCESS[done?.final_state.status ?? ''] ?? ORDER_WORDS.cancelled,
      shipmentId: target,
      orderId: shipment.order_id,
    };
  } catch (error) {
    return {
      ok: false,
      orderId,
      message: error instanceof PollingSlow ? error.message : displayMessage(error, CART_MESSAGES.somethingWentWrong),
    };
  }
}

const trackInput = z.object({
  order_id: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9]{4,40}$/)),
  contact: z.string().trim().min(3).max(254),
});

/** What the shopper typed, kept for the form after a refusal (cut to the fields' lengths). */
function typed(record: unknown): Record<string, string> {
  const field = (name: string, max: number) => {
    const value = record && typeof record === 'object' ? (record as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value.slice(0, max) : '';
  };
  return { form: TRACKING_FORM, order_id: field('order_id', 40), contact: field('contact', 254) };
}

export async function openTrackedOrder(form: FormData): Promise<void> {
  const record = formRecord(form);
  const input = trackInput.safeParse(record);
  if (!input.success) {
    await writeFormNotice(false, ORDER_WORDS.trackNotFound, typed(record));
    redirect(ORDER_PATHS.tracking);
  }
  const { order_id, contact } = input.data;
  let token: string | undefined;
  try {
    token = (await (await actionSdk()).order.trackOrder({ orderId: order_id, contact })).tracking_token;
  } catch (error) {
    await writeFormNotice(false, displayMessage(error, ORDER_WORDS.trackNotFound), typed(record));
    redirect(ORDER_PATHS.tracking);
  }
  // The token, not the phone or email: the cookie proves the match without repeating it.
  (await cookies()).set(TRACKING_COOKIE, JSON.stringify({ order_id, token }), {
    maxAge: TRACKING_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure: await requestCookieSecure(),
    path: '/order-tracking',
  });
  redirect(ORDER_PATHS.trackOrder(order_id));
}
