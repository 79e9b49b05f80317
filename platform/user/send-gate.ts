// The one way a message leaves the shop on a shopper's behalf (one-time codes, verification and
// reset links, payment links, notices). Each message is counted against the same limits, in this
// order, and refused with 429 before anything is sent:
//   1. the requester's own: its client address and its signed-in account (every ask counts);
//   2. the sender's further caps (e.g. all payment links of one order);
//   3. the destination as asked from this client address;
//   4. the destination: past its limit only an address new to it gets one, up to a ceiling.
// A refused message takes back what it counted in 2-4, so only messages sent use up a
// destination's allowance, and a stranger's asks cannot use up its owner's.
import type { Database } from '../db/client';
import { USER_LIMITS } from './constants';
import { record, type MessageContent, type OutgoingMessage } from './outbox';
import { consume, hit, tooMany, unhit, type Limit } from './rate-limit';

declare const permitted: unique symbol;
/** Permits claimed and not yet used: each allows exactly one message. */
const unused = new WeakSet<object>();
/** Leave to send one message to one destination; only `claimSend` makes one. */
export type SendPermit = {
  readonly [permitted]: true;
  readonly channel: OutgoingMessage['channel'];
  readonly to: string;
  readonly keys: readonly string[];
};

export type SendRequest = {
  channel: OutgoingMessage['channel'];
  /** Normalised destination (email lower-cased, phone as +<cc><number>): the limits key on it. */
  to: string;
  /** Who asks: the client address, and the account when signed in. */
  clientAddress?: string;
  accountId?: string | null;
  /** Further limits of the sender, e.g. one order's payment links. */
  caps?: Array<[key: string, limit: Limit]>;
  /** Checked after the requester's limits, before the destination's (e.g. an OTP's resend wait). */
  precondition?: () => Promise<void>;
  /**
   * Messages the shop sends of its own accord (about an order) count against a destination allowance
   * of their own: they never use up the codes its owner needs to sign in.
   */
  stream?: 'order';
};

export const sendKeys = {
  address: (ip: string) => `send:ip:${ip}`,
  account: (id: string) => `send:acct:${id}`,
  pair: (to: string, ip: string) => `send:pair:${to}|${ip}`,
  destination: (to: string, stream?: string) => (stream ? `send:to:${stream}:${to}` : `send:to:${to}`),
};

/** Claims leave to send one message, or refuses with 429; nothing is sent by a refused claim. */
export async function claimSend(database: Database, request: SendRequest): Promise<SendPermit> {
  const { clientAddress: ip, accountId, to } = request;
  await consume(database, [
    [ip && sendKeys.address(ip), USER_LIMITS.sendsPerAddress],
    [accountId ? sendKeys.account(accountId) : undefined, USER_LIMITS.sendsPerAccount],
  ]);
  await request.precondition?.();
  const keys: string[] = [];
  const refuse = async (retryAfter: number): Promise<never> => {
    for (const key of keys) await unhit(database, key);
    throw tooMany(retryAfter);
  };
  for (const [key, limit] of request.caps ?? []) {
    const { count, retryAfter } = await hit(database, key, limit);
    keys.push(key);
    if (count > limit[0]) await refuse(retryAfter);
  }
  let fresh = false;
  if (ip) {
    const key = sendKeys.pair(to, ip);
    const { count, retryAfter } = await hit(database, key, USER_LIMITS.sendsPerDestinationFromAddress);
    keys.push(key);
    if (count > USER_LIMITS.sendsPerDestinationFromAddress[0]) await refuse(retryAfter);
    fresh = count === 1;
  }
  const destination = sendKeys.destination(to, request.stream);
  const { count, retryAfter } = await hit(database, destination, USER_LIMITS.sendsPerDestinationCeiling);
  keys.push(destination);
  if (count > USER_LIMITS.sendsPerDestinationCeiling[0] || (count > USER_LIMITS.sendsPerDestination[0] && !fresh))
    await refuse(retryAfter);
  const permit = { channel: request.channel, to, keys } as unknown as SendPermit;
  unused.add(permit);
  return permit;
}

/** Gives back a permit that will not be used (another message of the same send was refused). */
export async function releaseSend(database: Database, permit: SendPermit): Promise<void> {
  if (!unused.delete(permit)) return;
  for (const key of permit.keys) await unhit(database, key);
}

/** Sends the one message a permit allows; a permit not claimed here, or used already, sends nothing. */
export async function deliver(database: Database, permit: SendPermit, content: MessageContent): Promise<void> {
  if (!unused.delete(permit)) throw new Error('A message may only be sent with an unused permit of the send gate');
  await record(database.db, permit, content);
}

/** Claims and sends one message. */
export async function sendGated(database: Database, request: SendRequest, content: MessageContent): Promise<void> {
  await deliver(database, await claimSend(database, request), content);
}
