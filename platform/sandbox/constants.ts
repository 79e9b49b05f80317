// The sandbox aggregator's test data, one place each: like a real provider's test mode, the card
// number, the UPI id or the phone number decides what happens.

/** Any other number that passes the card checks is approved. */
export const SANDBOX_CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
  challenge: '4000000000003220',
} as const;

/** The one-time password the 3-D Secure style challenge accepts. */
export const SANDBOX_OTP = '123456';

/** UPI collect: this id declines; any other approves in the customer's (simulated) app. */
export const SANDBOX_FAILING_VPA = 'failure@sandbox';

/** Pay-later (Simpl-style) phone numbers that are refused at customer validation. */
export const SANDBOX_PAY_LATER = {
  notFound: '9000000001',
  blocked: '9000000002',
  creditLimitPaise: 2_500_000,
} as const;

/** How long the simulated customer takes to approve a UPI collect request (SANDBOX_UPI_DELAY_MS, default 3 s). */
export const sandboxUpiDelayMs = () => {
  const value = Number(process.env.SANDBOX_UPI_DELAY_MS);
  return Number.isFinite(value) && value >= 0 ? value : 3000;
};

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A webhook older than this is refused (a replay). */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;

export const SANDBOX_PATHS = { pay: '/sandbox/pay' } as const;
/** The provider API of the spec's other flows (api-routes.ts). */
export const SANDBOX_API = { card: '/sandbox/api/card', upi: '/sandbox/api/upi', next: '/sandbox/api/next' } as const;

export const SANDBOX_MESSAGES = {
  refundNotPaid: 'Only a paid charge can be refunded',
  refundTooMuch: 'Oops! refund amount is greater than transaction amount',
  refundAmount: 'A refund must be a whole number of paise above zero',
  refundReferenceUsed: 'That refund reference was used for another refund',
  declined: 'Your card was declined',
  challengeFailed: 'The one-time password was wrong',
  cancelled: 'Transaction has been cancelled',
  upiDeclined: 'The UPI request was declined',
  paymentDeclined: 'The payment was declined',
  expired: 'This payment has expired',
  notFound: 'No such payment',
  done: 'This payment is already complete',
  badForm: 'Check the details and try again',
  checkCard: 'Check the card details below',
  badVpa: 'Invalid VPA',
} as const;
