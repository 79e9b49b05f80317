// The order messages' rules, one place each: which channels each event goes out on, and the cap
// on them per account beside the send gate's limits per destination.
import type { Limit } from '../user';
import type { OrderEventName } from '../order';

export type Channel = 'email' | 'sms';

/** Every event is an email; the SMS, short, only where the shopper may want to act or wait at the door. */
export const EVENT_CHANNELS: Record<OrderEventName, readonly Channel[]> = {
  placed: ['email', 'sms'],
  payment_failed: ['email'],
  shipped: ['email'],
  out_for_delivery: ['email', 'sms'],
  delivered: ['email', 'sms'],
  cancellation_requested: ['email'],
  cancelled: ['email', 'sms'],
  return_started: ['email'],
  return_picked_up: ['email'],
  refunded: ['email', 'sms'],
};

/** The events whose message tells when the order should arrive. */
export const PROMISE_EVENTS: ReadonlySet<OrderEventName> = new Set(['placed', 'shipped', 'out_for_delivery']);

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;
};

export const NOTIFICATION_LIMITS = {
  /**
   * Order messages to one account in an hour (ORDER_MESSAGES_PER_ACCOUNT), counted by the send
   * gate as a sender's cap: past it the shopper gets no more, the orders go on.
   */
  perAccount: (): Limit => [count('ORDER_MESSAGES_PER_ACCOUNT', 60), 60 * 60],
  accountKey: (userId: string) => `send:orders:acct:${userId}`,
} as const;
