// Messages of checkout, one place each.
import { ADDRESS_MESSAGES } from '../../contract/address';

export const CHECKOUT_MESSAGES = {
  noAddressData: ADDRESS_MESSAGES.noAddressData,
  placed: 'Order placed',
  awaitingPayment: 'Order created: waiting for the payment',
  nothingToPay: 'Nothing is left to pay: choose PP',
  cartInvalid: (name: string, reason: string) => `${name}: ${reason}`,
  outOfStock: (name: string, size: string) => `Sorry, ${name} (size ${size}) just went out of stock`,
  changed: 'Your bag changed while you were checking out. Please review it and place the order again.',
  alreadyOrdered: 'This bag has already been ordered',
  pointsUsed: (total: string) =>
    `Your reward points were used on another order, so this bag's total is now ${total}. Please review it and place the order again.`,
  paymentRequired: 'Payment options are required',
  paymentModeUnavailable: (mode: string) => `Payment mode ${mode} is not available for this order`,
  codLimit: (rupees: string) => `Cash on delivery is available for orders up to ${rupees}`,
  prepaidNeedsZero: 'PP can only be used when nothing is left to pay',
  guestContactRequired: 'Please give an email and a mobile number so we can tell you about your order',
  guestEmailInvalid: 'Please enter a valid email address',
  guestPhoneInvalid: 'Please enter a valid mobile number',
  guestContactUnverified: 'Please verify your email with the code we sent before placing the order',
  guestCodeSent: 'We sent a code to your email',
  guestVerified: 'Email verified',
  guestCodeSubject: (shop: string) => `Your ${shop} checkout code`,
  guestCodeBody: (code: string, minutes: number) =>
    `Your code to confirm your email for this order is ${code}. It expires in ${minutes} minutes.`,
  guestModeUnavailable: (mode: string) => `Payment mode ${mode} needs an account: please sign in or choose another`,
  badIdempotencyKey: 'Idempotency-Key must be 1 to 100 letters, digits, - or _',
} as const;
