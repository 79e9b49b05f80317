// Reward points: what a point is worth and how history pages.

/** One point is worth this many paise when spent on a cart (1 point = ₹1). */
export const POINT_VALUE_PAISE = 100;

export const REWARDS_LIMITS = {
  /** Default page size 12. */
  historyPageSizeDefault: 12,
  historyPageSizeMax: 100,
  /** Largest single credit or debit: keeps sums far inside int4 and bigint. */
  entryPointsMax: 10_000_000,
  reasonMaxLength: 200,
  referenceMaxLength: 200,
} as const;
