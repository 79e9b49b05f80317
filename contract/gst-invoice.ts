// The words of India's tax invoice, one place for the PDF (platform/order/invoice) and the invoice
// page (components/order/invoice): both print the same rows.

export const GST_INVOICE_WORDS = {
  title: 'TAX INVOICE',
  sellerGstin: 'Seller GSTIN',
  sellerState: 'Seller state',
  placeOfSupply: 'Place of supply',
  supplyIntra: 'Intra-state supply: CGST and SGST',
  supplyInter: 'Inter-state supply: IGST',
  hsn: 'HSN/SAC',
  rate: 'GST rate',
  taxable: 'Taxable value',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  lineValue: 'Value',
  summary: 'Tax summary',
  summaryTotal: 'Total',
  totalTax: 'Total tax',
  deliveryCharge: 'Delivery charges',
  codCharge: 'COD charges',
  rounding: 'Rounding (not taxed)',
  inclusiveNote:
    'Prices include GST. Coupons and reward points are discounts that lower each line’s taxable value; delivery and COD charges are taxed as services at their own rate.',
} as const;

/** A GST rate for people: 500 basis points → '5%', 25 → '0.25%'. */
export const gstRatePercent = (rateBp: number) => `${Number((rateBp / 100).toFixed(2))}%`;
