// The cancel or return form read and turned into the
// shipment status update: which items and how many pieces, one reason for all or one
// each, the status it asks for (cancelled_customer before dispatch, cancellation_requested after;
// return_pre_qc when a reason's quality check is pre_qc, else return_initiated) and the photos.
import { z } from 'zod';
import type { OrderShipment, ShipmentReasons } from '@/contract/types/order';
import { ACTION_MESSAGES } from '@/lib/forms/action-input';
import { ORDER_REQUEST_MESSAGES } from '@/contract/order';

export type UpdateForm = {
  shipmentId: string;
  type: 'cancel' | 'return';
  bags: { id: number; quantity?: number; reasonId?: number }[];
  reasonMode: 'all' | 'each';
  reasonAll?: number;
  reasonText?: string;
};

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const base = z.object({
  shipment_id: z.string().regex(/^[A-Z0-9]{4,40}-\d{1,4}$/),
  type: z.enum(['cancel', 'return']),
  reason_mode: z.enum(['all', 'each']).default('all'),
  reason_all: z.union([id, z.literal('')]).optional(),
  reason_text: z.string().trim().max(500).optional(),
});

export function updateForm(
  raw: unknown,
  bagValues: string[],
): { ok: true; value: UpdateForm } | { ok: false; message: string } {
  const parsed = base.safeParse(raw);
  if (!parsed.success) return { ok: false, message: ACTION_MESSAGES.invalid };
  const record = (raw ?? {}) as Record<string, string>;
  const bags: UpdateForm['bags'] = [];
  for (const value of bagValues.slice(0, 100)) {
    const bag = id.safeParse(value);
    if (!bag.success) return { ok: false, message: ACTION_MESSAGES.invalid };
    const quantity = record[`qty_${bag.data}`] ? id.safeParse(record[`qty_${bag.data}`]) : undefined;
    const reason = record[`reason_${bag.data}`] ? id.safeParse(record[`reason_${bag.data}`]) : undefined;
    if (quantity?.success === false || reason?.success === false)
      return { ok: false, message: ACTION_MESSAGES.invalid };
    bags.push({ id: bag.data, quantity: quantity?.data, reasonId: reason?.data });
  }
  const p = parsed.data;
  return {
    ok: true,
    value: {
      shipmentId: p.shipment_id,
      type: p.type,
      bags,
      reasonMode: p.reason_mode,
      reasonAll: typeof p.reason_all === 'number' ? p.reason_all : undefined,
      reasonText: p.reason_text || undefined,
    },
  };
}

type Reason = ShipmentReasons['reasons'][number];

/** The status update body, the pieces it moves (what the polling waits for), or the refusal in words. */
export function shipmentRequest(
  input: UpdateForm,
  shipment: OrderShipment,
  photos: string[],
  reasons: Reason[] = [],
): { body: unknown; pieces: number } | { error: string } {
  const chosen = input.bags
    .map((b) => ({ wanted: b, bag: shipment.bags.find((x) => x.id === b.id) }))
    .filter((c) => c.bag);
  if (!chosen.length) return { error: ORDER_REQUEST_MESSAGES.productsRequired };
  const reasonIds = input.reasonMode === 'all' ? [input.reasonAll] : chosen.map((c) => c.wanted.reasonId);
  if (reasonIds.some((r) => r === undefined)) return { error: ORDER_REQUEST_MESSAGES.reasonRequired };
  const qc = reasonIds.some((r) => reasons.find((x) => x.reason_id === r)?.qc_type.includes('pre_qc'));
  if (qc && !photos.length) return { error: ORDER_REQUEST_MESSAGES.qcImagesRequired };
  const allowed = shipment.allowed_statuses;
  const status =
    input.type === 'return'
      ? qc
        ? 'return_pre_qc'
        : 'return_initiated'
      : allowed.includes('cancelled_customer')
        ? 'cancelled_customer'
        : 'cancellation_requested';
  const products = chosen.map((c) => ({
    line_number: c.bag!.line_number,
    identifier: c.bag!.article.uid,
    quantity: Math.min(c.wanted.quantity ?? c.bag!.quantity, c.bag!.quantity),
  }));
  const text = input.reasonText ? { reason_text: input.reasonText } : {};
  return {
    pieces: products.reduce((n, p) => n + p.quantity, 0),
    body: {
      force_transition: false,
      statuses: [
        {
          status,
          shipments: [
            {
              identifier: shipment.shipment_id,
              products,
              reasons:
                input.reasonMode === 'all'
                  ? { entities: [{ filters: [], data: { reason_id: input.reasonAll, ...text } }] }
                  : {
                      products: chosen.map((c, i) => ({
                        filters: [products[i]],
                        data: { reason_id: c.wanted.reasonId, ...text },
                      })),
                    },
              ...(photos.length
                ? {
                    data_updates: { entities: [{ filters: [], data: { qc_image_urls: photos, qc_required: 'true' } }] },
                  }
                : {}),
            },
          ],
        },
      ],
    },
  };
}
