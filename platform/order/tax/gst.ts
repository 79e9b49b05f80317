// GST on a tax-inclusive amount (the catalogue's prices include it). All money is integer paise and
// rates are basis points (500 = 5%).
//
// taxable = round(inclusive × 10000 / (10000 + rate)), tax = inclusive − taxable: the two always add
// up to the amount charged. Within one state (seller's state = place of supply) the tax is split
// into CGST and SGST, half each; an odd paisa goes to CGST (SGST is the half rounded down), so the
// halves add up exactly. Between states the whole tax is IGST.

export type GstSplit = { taxable: number; cgst: number; sgst: number; igst: number };

/** Basis points in one (100%). */
const WHOLE_BP = 10_000;

/** The tax inside an inclusive amount at a rate, split by place of supply. */
export function splitGst(inclusivePaise: number, rateBp: number, intraState: boolean): GstSplit {
  if (!Number.isInteger(inclusivePaise) || !Number.isInteger(rateBp) || rateBp < 0)
    throw new RangeError('GST needs whole paise and a whole, non-negative rate');
  const taxable = Math.round((inclusivePaise * WHOLE_BP) / (WHOLE_BP + rateBp));
  const tax = inclusivePaise - taxable;
  if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { taxable, cgst: tax - sgst, sgst, igst: 0 };
}

/** Adds splits up (the invoice's tax summary). */
export function sumGst(splits: GstSplit[]): GstSplit {
  return splits.reduce(
    (a, s) => ({ taxable: a.taxable + s.taxable, cgst: a.cgst + s.cgst, sgst: a.sgst + s.sgst, igst: a.igst + s.igst }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0 },
  );
}
