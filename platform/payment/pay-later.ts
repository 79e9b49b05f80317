// Pay-later customer validation (payment/customer/validation), answered by the sandbox's
// Simpl-style rules: the phone number and the amount decide.
import { SANDBOX_PAY_LATER } from '../sandbox';
import { PAYMENT_MESSAGES } from './messages';

type Input = { phone_number: string; aggregator: string; transaction_amount_in_paise: number };

export function validatePayLaterCustomer(input: Input) {
  const refuse = (message: string, code: string) => ({
    success: false,
    message,
    data: { approved: false, error_code: code, aggregator: input.aggregator },
  });
  if (input.transaction_amount_in_paise === 0) return refuse(PAYMENT_MESSAGES.payLater.zeroAmount, 'invalid_amount');
  if (input.phone_number === SANDBOX_PAY_LATER.notFound)
    return refuse(PAYMENT_MESSAGES.payLater.notFound, 'user_not_found');
  if (input.phone_number === SANDBOX_PAY_LATER.blocked)
    return refuse(PAYMENT_MESSAGES.payLater.blocked, 'user_unauthorized');
  if (input.transaction_amount_in_paise > SANDBOX_PAY_LATER.creditLimitPaise)
    return refuse(PAYMENT_MESSAGES.payLater.creditLimit, 'insufficient_credit');
  return {
    success: true,
    message: PAYMENT_MESSAGES.payLater.approved,
    data: { approved: true, aggregator: input.aggregator },
  };
}
