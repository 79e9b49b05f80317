// The refund accounts' messages (Refund accounts), one place each: what the
// shopper reads when an account is added, chosen or refused, and the OTP message's words.
export const REFUND_ACCOUNT_MESSAGES = {
  orderNotFound: 'Order not found',
  shipmentNotFound: 'Shipment not found',
  beneficiaryNotFound: 'Refund account not found',
  badOrderId: 'order_id must be an order id',
  badBeneficiaryId: 'beneficiary_id must be a refund account id',
  badRequestId: 'request_id must be the id the OTP was sent with',
  badIfsc: 'Enter a valid IFSC code: 4 letters, a zero, then 6 letters or digits (for example HDFC0001234)',
  unknownBank: (ifsc: string) =>
    `${ifsc} is not an IFSC code of a bank we can refund to. Check the code on your cheque book or passbook.`,
  ifscVerified: 'IFSC code verified',
  branchOf: (ifsc: string) => `Branch ${ifsc.slice(5)}`,
  badAccountNo: 'Enter the account number: 9 to 18 digits',
  accountMismatch: 'The account numbers do not match',
  badHolder: "Enter the account holder's name as the bank has it (letters, spaces, . ' -)",
  missingHolder: "Enter the account holder's name",
  badTransferMode: 'transfer_mode must be bank or upi',
  badEmail: 'Enter a valid email address',
  badMobile: 'Enter a 10-digit mobile number',
  modeOff: (mode: string) => `Refunds to ${mode} are turned off for your account. Turn them on first.`,
  modeUpdated: (mode: string, enabled: boolean) => `Refunds to ${mode} ${enabled ? 'turned on' : 'turned off'}`,
  accountNeedsOtp:
    'A refund account is added with an OTP: ask for one with refund/account/otp, then send it to refund/verification/bank',
  otpFor: 'This OTP was sent for another refund account. Ask for a new one.',
  otpSent: (to: string) => `OTP sent to ${to}`,
  nowhereToSendOtp: 'Verify a mobile number or an email on your profile first: the OTP is sent there.',
  walletMobileNotYours: 'Use a mobile number verified on your account',
  bankAdded: 'Bank account added',
  upiAdded: 'UPI ID added',
  defaultSet: 'Refunds for this order will go to this account',
  tooMany: (max: number) => `You can keep up to ${max} refund accounts`,
  otpMessage: (shop: string, code: string, minutes: number) => ({
    subject: `${code} is your ${shop} refund account code`,
    body: `${code} is your OTP to add a refund account at ${shop}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}. Never share it with anyone.`,
  }),
} as const;

export const TRANSFER_MODE_NAMES = { bank: 'bank accounts', upi: 'UPI' } as const;
