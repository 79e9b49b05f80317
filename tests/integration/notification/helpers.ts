// The shop's emails as the test mail server (smtp-server, provider-stub.js) received them, parsed
// by mailparser; a buyer whose account email the tests read them at.
import { expect } from '@jest/globals';
import { C, signIn } from '../cart/helpers';
import { HOME } from '../address/fixtures';
import { server } from '../harness';
import type { Buyer } from '../checkout/helpers';

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; html: string };

const stub = () => (server() as unknown as { social: { providerStub: string } }).social.providerStub;

/** Everything the mail server received for an address, oldest first. */
export async function mailTo(email: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${stub()}/smtp/messages?to=${encodeURIComponent(email.toLowerCase())}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: ReceivedMail[] }).items;
}

/** Waits for the mail whose subject matches to arrive (messages go out after the order's answer). */
export async function awaitMail(email: string, subject: RegExp): Promise<ReceivedMail> {
  for (let waited = 0; ; waited += 100) {
    const found = (await mailTo(email)).find((m) => subject.test(m.subject));
    if (found) return found;
    if (waited > 10_000) throw new Error(`No mail to ${email} with a subject like ${subject} in 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A signed-in buyer with a saved address, and the email the shop writes to. */
export async function mailedBuyer(): Promise<Buyer & { email: string }> {
  const { jar, userId } = await signIn();
  const saved = await jar.post(`${C}/address`, HOME);
  expect(saved.status).toBe(200);
  return { jar, userId, addressId: saved.json.id, email: jar.email.toLowerCase() };
}

/** Paise of a rupee amount as the order answer writes it. */
export const paise = (rupees: number) => Math.round(rupees * 100);
