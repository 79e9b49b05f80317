// The SAC codes the order's charges are taxed under (their rates are rows of gst_rates).

/** Delivery of goods (goods transport services). */
export const DELIVERY_SAC = '9965';
/** Cash-on-delivery collection fee (financial and related services). */
export const COD_SAC = '9971';
