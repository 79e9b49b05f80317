// The cancel or return form read and turned into a shipment status update
// (lib/order/update-form.ts): the status a request needs, one reason for all or one each, the
// pieces the polling waits for, photos for a pre_qc reason, refusals in words.
import { describe, expect, it } from '@jest/globals';
import { shipmentRequest, updateForm } from '@/lib/order/update-form';
import type { OrderShipment } from '@/contract/types/order';

const bag = (id: number, line: number, quantity: number) => ({
  id,
  line_number: line,
  quantity,
  article: { uid: `A${id}` },
});
const shipment = (allowed: string[]) =>
  ({
    shipment_id: 'FY1ABC-1',
    allowed_statuses: allowed,
    bags: [bag(11, 1, 3), bag(12, 2, 1)],
  }) as unknown as OrderShipment;
const reasons = [
  { reason_id: 1, reason_text: 'Ordered by mistake', qc_type: [] },
  { reason_id: 12, reason_text: 'Damaged', qc_type: ['pre_qc'] },
  { reason_id: 15, reason_text: 'Changed my mind', qc_type: [] },
] as never[];

const read = (fields: Record<string, string>, bags: string[]) => {
  const parsed = updateForm({ shipment_id: 'FY1ABC-1', ...fields }, bags);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

describe('cancel and return form', () => {
  it('cancels chosen pieces with one reason for all: cancelled_customer before dispatch, a request after', () => {
    const input = read({ type: 'cancel', reason_mode: 'all', reason_all: '1', qty_11: '2' }, ['11']);
    const before = shipmentRequest(input, shipment(['cancelled_customer']), [], reasons);
    expect(before).toMatchObject({
      pieces: 2,
      body: {
        force_transition: false,
        statuses: [
          {
            status: 'cancelled_customer',
            shipments: [
              {
                identifier: 'FY1ABC-1',
                products: [{ line_number: 1, identifier: 'A11', quantity: 2 }],
                reasons: { entities: [{ filters: [], data: { reason_id: 1 } }] },
              },
            ],
          },
        ],
      },
    });
    expect(shipmentRequest(input, shipment(['cancellation_requested']), [], reasons)).toMatchObject({
      body: { statuses: [{ status: 'cancellation_requested' }] },
    });
  });

  it('returns with a reason each: return_pre_qc when one needs photos, and then photos are required', () => {
    const input = read({ type: 'return', reason_mode: 'each', reason_11: '15', reason_12: '12' }, ['11', '12']);
    expect(shipmentRequest(input, shipment(['return_initiated', 'return_pre_qc']), [], reasons)).toEqual({
      error: 'Add photos of the product: the reason you chose needs them',
    });
    const asked = shipmentRequest(
      input,
      shipment(['return_initiated', 'return_pre_qc']),
      ['/media/abc123.webp'],
      reasons,
    );
    expect(asked).toMatchObject({
      pieces: 4,
      body: {
        statuses: [
          {
            status: 'return_pre_qc',
            shipments: [
              {
                reasons: {
                  products: [
                    { filters: [{ line_number: 1 }], data: { reason_id: 15 } },
                    { filters: [{ line_number: 2 }], data: { reason_id: 12 } },
                  ],
                },
                data_updates: { entities: [{ data: { qc_image_urls: ['/media/abc123.webp'] } }] },
              },
            ],
          },
        ],
      },
    });
    const plain = shipmentRequest(
      read({ type: 'return', reason_all: '15' }, ['12']),
      shipment(['return_initiated', 'return_pre_qc']),
      [],
      reasons,
    );
    expect(plain).toMatchObject({ pieces: 1, body: { statuses: [{ status: 'return_initiated' }] } });
  });

  it('refuses in words: no items, no reason; and bad form values as an invalid request', () => {
    expect(
      shipmentRequest(read({ type: 'cancel', reason_all: '1' }, []), shipment(['cancelled_customer']), [], reasons),
    ).toEqual({ error: 'Choose at least one item' });
    expect(shipmentRequest(read({ type: 'cancel' }, ['11']), shipment(['cancelled_customer']), [], reasons)).toEqual({
      error: 'Choose a reason',
    });
    expect(
      shipmentRequest(
        read({ type: 'cancel', reason_mode: 'each' }, ['11']),
        shipment(['cancelled_customer']),
        [],
        reasons,
      ),
    ).toEqual({ error: 'Choose a reason' });
    expect(updateForm({ shipment_id: 'FY1ABC-1', type: 'exchange' }, [])).toEqual({
      ok: false,
      message: 'Invalid request',
    });
    expect(updateForm({ shipment_id: '../x', type: 'cancel' }, [])).toEqual({ ok: false, message: 'Invalid request' });
    expect(updateForm({ shipment_id: 'FY1ABC-1', type: 'cancel' }, ['x'])).toEqual({
      ok: false,
      message: 'Invalid request',
    });
    expect(updateForm({ shipment_id: 'FY1ABC-1', type: 'cancel', qty_11: '-1' }, ['11'])).toEqual({
      ok: false,
      message: 'Invalid request',
    });
  });
});
