// The refund-account page's path, limits and words, one place each
// (/refund/order/:orderId/shipment/:shipmentId).
export const REFUND_PATHS = {
  page: (orderId: string, shipmentId: string) =>
    `/refund/order/${encodeURIComponent(orderId)}/shipment/${encodeURIComponent(shipmentId)}`,
} as const;

/** What the page's path may hold; anything else is not found before the platform is asked. */
export const REFUND_IDS = {
  order: /^[A-Z0-9]{4,40}$/,
  shipment: /^[A-Za-z0-9_-]{1,80}$/,
  beneficiary: /^[A-Za-z0-9_-]{1,64}$/,
  request: /^[a-f0-9]{32}$/,
} as const;

/** The form's bounds (the platform checks each value's rules and answers in words). */
export const REFUND_FIELD_MAX = { vpa: 320, holder: 100, accountNo: 30, ifsc: 20, otp: 10 } as const;

export const REFUND_WORDS = {
  title: 'Refund account',
  lead: (orderId: string) =>
    `Money refunded for order ${orderId}, paid by cash on delivery, is sent to the account you choose here.`,
  accountsTitle: 'Your refund accounts',
  noAccounts: 'No refund account yet. Add a UPI ID or a bank account below.',
  current: 'Refunds go here',
  useThis: 'Use this account',
  upiTitle: 'Add a UPI ID',
  upiLabel: 'UPI ID',
  upiHint: 'For example name@okhdfcbank',
  upiHolderLabel: 'Name (optional)',
  upiNote: 'We send a one-time code to your verified mobile number (or email) to confirm it is you.',
  sendUpiOtp: 'Send OTP',
  bankTitle: 'Add a bank account',
  bankNote:
    'We check the IFSC code, then send a one-time code to your verified mobile number (or email) to confirm it is you.',
  holderLabel: 'Account holder name',
  accountNoLabel: 'Account number',
  confirmLabel: 'Confirm account number',
  ifscLabel: 'IFSC code',
  ifscHint: '11 characters, for example HDFC0001234',
  sendOtp: 'Verify IFSC and send OTP',
  otpLabel: 'OTP',
  otpSent: (to: string, bank: string) => `${to}. Enter it to add your ${bank} account.`,
  verifyOtp: 'Verify and add account',
  startAgain: 'Change the account details',
  modesOff: 'Refunds to a UPI ID and to a bank account are both turned off for your account.',
  mismatch: 'The account numbers do not match',
  missing: (what: string) => `Enter the ${what}`,
  added: 'Account added. Refunds for this order will go to it.',
  chosen: 'Refunds for this order will go to this account.',
  failed: 'That did not work. Please try again.',
  backToOrder: 'Back to the order',
} as const;
