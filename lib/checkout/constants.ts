// The storefront checkout's paths and words, one place each.
export const CHECKOUT_PATHS = {
  delivery: '/cart/delivery/',
  payment: '/cart/payment-info/',
  review: '/cart/order-review/',
  single: '/cart/checkout/',
  status: '/cart/order-status/',
} as const;

/** The payment modes as the shopper reads them (which are offered is the platform's answer). */
export const PAYMENT_MODE_NAMES: Record<string, { name: string; note: string }> = {
  UPI: { name: 'UPI', note: 'Approve a collect request in your UPI app.' },
  CARD: { name: 'Credit or debit card', note: 'Visa, Mastercard, RuPay, American Express and more.' },
  NB: { name: 'Net banking', note: 'Pay from your bank account.' },
  WL: { name: 'Wallet', note: 'Pay from your wallet balance.' },
  PL: { name: 'Pay later', note: 'Nothing to pay today.' },
  COD: { name: 'Cash on delivery', note: 'Pay in cash or by UPI when your order arrives.' },
  PP: { name: 'Nothing to pay', note: 'Your reward points cover the whole order.' },
};

export const CHECKOUT_WORDS = {
  chooseAddress: 'Choose where to deliver',
  addressChosen: 'Delivering to this address',
  placeOrder: 'Place order',
  review: 'Review order',
  changePayment: 'Change payment',
  placed: 'Order placed',
  failed: 'Your order could not be placed',
} as const;

/** Guest checkout: the contact a guest orders with, and the account offered after. */
export const GUEST_WORDS = {
  heading: 'Your contact details',
  lead: 'No account needed: we send your order updates here, and you can track the order with this email or mobile.',
  email: 'Email',
  mobile: 'Mobile number',
  mobileHint: 'Indian numbers, 10 digits.',
  signIn: 'Have an account? Sign in',
  accountHeading: 'Keep track of this order',
  accountLead: 'Create an account with this email and verify it: this order and your other guest orders join it.',
  createAccount: 'Create an account',
  code: 'Code sent to your email',
  codeSent: 'We sent a code to your email: enter it to place the order.',
  codeFailed: 'The code could not be sent. Please try again.',
} as const;

/**
 * Placing an order again with the same attempt key when its answer was lost (the network failed
 * on the way back, or the platform answered 5xx): at most this many tries in all, this long apart
 * (times the try's number). The key makes a repeat answer the order the first try placed.
 */
export const CHECKOUT_RETRY = { attempts: 3, delayMs: 400 } as const;
