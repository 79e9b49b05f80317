// Messages of the rewards domain, one place each (the spec gives none; written for a developer
// reading a 4xx answer, or a shopper seeing why points could not be used).
export const REWARDS_MESSAGES = {
  notEnoughPoints: (balance: number) => `Not enough reward points: the balance is ${balance}`,
  badPoints: 'Points must be a whole number above zero',
  badReason: 'A reason is required',
  unknownShopper: 'Shopper not found',
} as const;
