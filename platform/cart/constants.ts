// Limits of the cart API's offer calls (001 section 7 "Cart").

/** Tiers a promotion may hold, and the largest quantity one may name. */
export const OFFER_LIMITS = { maxTiers: 10, maxQuantity: 1000 } as const;
