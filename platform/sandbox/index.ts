// What the payment domain uses of the sandbox aggregator: its charges, refunds and payouts,
// its signing and its constants.
export { SANDBOX_API, SANDBOX_PAY_LATER, SANDBOX_MESSAGES, SANDBOX_SIGNATURE_HEADER } from './constants';
export { createCharge, findCharge, hostedUrl, resolveCharge, type SandboxEvent } from './service';
export { verifyReturn, verifyWebhook } from './signing';
export { refundCharge, payout } from './refunds';
