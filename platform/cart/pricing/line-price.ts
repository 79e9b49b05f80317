// The price of one cart line in paise: the catalogue's unit prices, a ladder step for the
// quantity, then buy-X-get-Y pieces free. Pure: the cart re-prices every line on every read.
import type { PromotionTier } from '../schema';

export type LinePromotion =
  | { id: number; kind: 'ladder'; offerText: string; tiers: PromotionTier[] }
  | { id: number; kind: 'bxgy'; offerText: string; buy: number; get: number };

export type PricingLine = {
  key: string;
  brandUid: number;
  categoryUid: number;
  quantity: number;
  /** Unit prices from the catalogue (paise). */
  markedPaise: number;
  effectivePaise: number;
  /** False when out of stock or beyond the stock left: such a line is shown but not charged. */
  valid: boolean;
  promotions: LinePromotion[];
};

export type AppliedLinePromotion = {
  id: number;
  kind: 'ladder' | 'bxgy';
  offerText: string;
  amountPaise: number;
  freePieces?: number;
};

export type PricedLine = {
  key: string;
  /** marked × quantity */
  mrpPaise: number;
  /** what the line costs after the catalogue discount and promotions */
  effectivePaise: number;
  discountPaise: number;
  unitPaise: number;
  applied: AppliedLinePromotion[];
};

/** The price of one piece under a tier, in paise, never below zero ('amount' tiers are rupees). */
export function tierPrice(effective: number, tier: Pick<PromotionTier, 'type' | 'value'>): number {
  const off = tier.type === 'percentage' ? Math.round((effective * tier.value) / 100) : Math.round(tier.value * 100);
  return Math.max(0, effective - off);
}

function ladderStep(tiers: PromotionTier[], quantity: number): PromotionTier | undefined {
  return tiers.find((t) => quantity >= t.min_quantity && (t.max_quantity == null || quantity <= t.max_quantity));
}

export function priceLine(line: PricingLine): PricedLine {
  const q = line.quantity;
  const effectiveUnit = Math.max(0, Math.round(line.effectivePaise));
  // A marked price below the selling price would make a negative discount: treat it as equal.
  const markedUnit = Math.max(effectiveUnit, Math.round(line.markedPaise));
  const applied: AppliedLinePromotion[] = [];
  let unit = effectiveUnit;
  for (const promo of line.promotions) {
    if (promo.kind !== 'ladder') continue;
    const step = ladderStep(promo.tiers, q);
    if (!step) continue;
    const price = tierPrice(effectiveUnit, step);
    if (price < unit) {
      unit = price;
      applied.splice(0, applied.length, {
        id: promo.id,
        kind: 'ladder',
        offerText: promo.offerText,
        amountPaise: (effectiveUnit - price) * q,
      });
    }
  }
  let effective = unit * q;
  for (const promo of line.promotions) {
    if (promo.kind !== 'bxgy' || promo.buy < 1 || promo.get < 1) continue;
    const free = Math.floor(q / (promo.buy + promo.get)) * promo.get;
    if (free === 0) continue;
    const off = free * unit;
    effective -= off;
    applied.push({ id: promo.id, kind: 'bxgy', offerText: promo.offerText, amountPaise: off, freePieces: free });
    break;
  }
  const mrp = markedUnit * q;
  return {
    key: line.key,
    mrpPaise: mrp,
    effectivePaise: effective,
    discountPaise: mrp - effective,
    unitPaise: unit,
    applied,
  };
}
