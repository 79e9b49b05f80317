// The storefront's payment paths and words, one place each.
export const PAYMENT_PATHS = {
  upi: '/cart/upi/',
  cards: '/profile/my-cards/',
  /** The payment-link page is this and the link's id (/payment/link/:id). */
  link: '/payment/link/',
} as const;

/** /cart/upi looks again this often while the shopper approves in their UPI app (the page works without JavaScript). */
export const UPI_REFRESH_SECONDS = 3;
/** An order waiting for its payment (e.g. by a payment link) is looked at again this often. */
export const PENDING_REFRESH_SECONDS = 15;

/** The sandbox's simulated UPI app (a link on /cart/upi); anything else in the query is ignored. */
export const SANDBOX_UPI_APP = /^\/sandbox\/upi\/ch_[A-Za-z0-9_-]{16}$/;

/** Worded as the API documents it. */
export const PAYMENT_MESSAGES = { optionsRequired: 'Payment options are required' } as const;

export const PAYMENT_WORDS = {
  upiTitle: 'Approve the payment in your UPI app',
  upiWaiting: 'We sent a collect request. This page updates by itself once you approve it.',
  openUpiApp: 'Open the sandbox UPI app',
  pending: 'Waiting for your payment',
  pendingNote: 'Your payment is being confirmed. This page updates by itself.',
  failed: 'Your payment did not go through',
  failedNote:
    'Nothing was charged and your bag is as you left it. You can try again with the same or another payment method.',
  tryAgain: 'Try again',
  newCard: 'A new card',
  newCardNote: 'Enter it on the secure payment page. It can be saved for next time.',
  allBanks: 'All banks',
  chooseBank: 'Choose your bank',
  vpaLabel: 'UPI ID',
  vpaHint: 'For example name@okbank.',
  /** Only while the sandbox serves UPI: its words mean nothing to a shopper of a real provider. */
  vpaSandboxHint: 'In the sandbox, failure@sandbox is declined.',
  cardsTitle: 'Saved cards',
  noCards: 'No saved cards yet. Tick "Save this card" when you pay by card.',
  removeCard: 'Remove',
  cardRemoved: 'Card removed',
  cardRemoveFailed: 'The card could not be removed',
  askSomeone: 'Ask someone else to pay',
  askSomeoneNote: 'We make a payment link for this order; anyone with it can pay, no account needed.',
  payerEmail: 'Their email (optional)',
  makeLink: 'Make a payment link',
  linkReady: 'Share this payment link:',
  linkTitle: (merchant: string) => `Pay ${merchant}`,
  linkFor: (orderId: string) => `For order ${orderId}`,
  linkPaid: 'Paid. Thank you!',
  linkPaidNote: 'The order is confirmed. You can close this page.',
  linkGone: { cancelled: 'This payment link was cancelled', expired: 'This payment link has expired' },
  linkGoneNote: 'Ask the person who sent it for a new one.',
  payNow: 'Pay now',
} as const;
