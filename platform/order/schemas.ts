// What the order calls accept (zod at the edge): ids, list filters (MM-DD-YYYY),
// the shipment status update, OTP and tracking bodies.
import { z } from 'zod';
import { CUSTOMER_STATUSES, ORDER_LIMITS, ORDER_LIST } from './constants';

export const orderIdShape = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{4,40}$/, 'order_id must be an order id');
export const shipmentIdShape = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{4,40}-\d{1,4}$/, 'shipment_id must be a shipment id');

export const orderParam = z.object({ order_id: orderIdShape });
export const shipmentParam = z.object({ shipment_id: shipmentIdShape });
export const orderShipmentParam = z.object({ order_id: orderIdShape, shipment_id: shipmentIdShape });
export const bagParam = z.object({
  shipment_id: shipmentIdShape,
  bag_id: z.coerce
    .number()
    .int('bag_id must be a bag id')
    .min(1, 'bag_id must be a bag id')
    .max(2_147_483_647, 'bag_id must be a bag id'),
});

/** MM-DD-YYYY, a real calendar day. */
const day = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{2}-\d{2}-\d{4}$/, `${name} must be MM-DD-YYYY`)
    .transform((v, ctx) => {
      const [m, d, y] = v.split('-').map(Number);
      const date = new Date(Date.UTC(y, m - 1, d));
      if (
        date.getUTCFullYear() !== y ||
        date.getUTCMonth() !== m - 1 ||
        date.getUTCDate() !== d ||
        y < 2000 ||
        y > 2200
      ) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a real day, MM-DD-YYYY` });
        return z.NEVER;
      }
      return date;
    });

export const listQuery = z.object({
  status: z.coerce.number().int('status must be one of the filters').min(0).max(99).optional(),
  page_no: z.coerce
    .number()
    .int('page_no must be a whole number')
    .min(1, 'page_no must be 1 or more')
    .max(10_000)
    .optional(),
  page_size: z.coerce
    .number()
    .int('page_size must be a whole number')
    .min(1, `page_size must be 1 to ${ORDER_LIST.pageSizeMax}`)
    .max(ORDER_LIST.pageSizeMax, `page_size must be 1 to ${ORDER_LIST.pageSizeMax}`)
    .optional(),
  from_date: day('from_date').optional(),
  to_date: day('to_date').optional(),
  start_date: day('start_date').optional(),
  end_date: day('end_date').optional(),
  allow_inactive: z.enum(['true', 'false']).optional(),
  custom_meta: z.string().max(500).optional(),
});

const reasonData = z.object({
  reason_id: z.coerce.number().int('reason_id must be a reason id').min(1).max(1_000_000),
  reason_text: z
    .string()
    .trim()
    .max(ORDER_LIMITS.reasonTextMax, `reason_text is at most ${ORDER_LIMITS.reasonTextMax} characters`)
    .optional(),
});
const productFilter = z.object({
  line_number: z.coerce.number().int().min(1).max(10_000),
  identifier: z.string().trim().max(100).optional(),
  quantity: z.coerce.number().int().min(1, 'quantity must be 1 or more').max(10_000).optional(),
});
const qcData = z
  .object({
    qc_image_urls: z
      .array(z.string().trim().max(ORDER_LIMITS.qcImageUrlMax))
      .max(ORDER_LIMITS.qcImagesMax, `At most ${ORDER_LIMITS.qcImagesMax} photos`)
      .optional(),
    reason_text: z.string().trim().max(ORDER_LIMITS.reasonTextMax).optional(),
    qc_required: z.union([z.boolean(), z.string().max(10)]).optional(),
  })
  .passthrough();

export const statusBody = z.object({
  force_transition: z.boolean().optional(),
  lock_after_transition: z.boolean().optional(),
  unlock_before_transition: z.boolean().optional(),
  task: z.boolean().optional(),
  statuses: z
    .array(
      z.object({
        status: z.enum(CUSTOMER_STATUSES, { message: `status must be one of ${CUSTOMER_STATUSES.join(', ')}` }),
        exclude_bags_next_state: z.string().max(60).optional(),
        split_shipment: z.boolean().optional(),
        shipments: z
          .array(
            z.object({
              identifier: shipmentIdShape,
              products: z.array(productFilter).max(ORDER_LIMITS.productsMax).optional(),
              reasons: z
                .object({
                  products: z
                    .array(
                      z.object({
                        filters: z.array(productFilter).max(ORDER_LIMITS.productsMax).optional(),
                        data: reasonData,
                      }),
                    )
                    .max(ORDER_LIMITS.productsMax)
                    .optional(),
                  entities: z
                    .array(z.object({ filters: z.array(z.unknown()).max(10).optional(), data: reasonData }))
                    .max(10)
                    .optional(),
                })
                .optional(),
              data_updates: z
                .object({
                  products: z
                    .array(
                      z.object({
                        filters: z.array(productFilter).max(ORDER_LIMITS.productsMax).optional(),
                        data: qcData,
                      }),
                    )
                    .max(ORDER_LIMITS.productsMax)
                    .optional(),
                  entities: z
                    .array(z.object({ filters: z.array(z.unknown()).max(10).optional(), data: qcData }))
                    .max(10)
                    .optional(),
                })
                .passthrough()
                .optional(),
              transition_comments: z
                .array(z.object({ title: z.string().max(200), message: z.string().max(1000) }))
                .max(10)
                .optional(),
            }),
          )
          .min(1, 'shipments must name the shipment')
          .max(1, 'Send one status for one shipment'),
      }),
    )
    .min(1, 'statuses must hold one status')
    .max(1, 'Send one status for one shipment'),
});
export type StatusBody = z.infer<typeof statusBody>;

export const otpVerifyBody = z.object({
  request_id: z.string().trim().min(1, 'request_id is required').max(100),
  otp_code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'otp_code must be the code sent'),
});

export const trackingBody = z.union([
  z.object({
    order_id: orderIdShape,
    /** The phone number or email the order was placed with. */
    contact: z.string().trim().min(3, 'Enter the phone number or email the order was placed with').max(254),
  }),
  z.object({ order_id: orderIdShape, tracking_token: z.string().trim().min(10).max(200) }),
]);
