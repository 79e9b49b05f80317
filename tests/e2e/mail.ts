// The mail the shop sent over SMTP to the browser tests' mail server (tests/e2e/mail-server.js),
// as tests read it: what a shopper's mail client would get.
import { expect } from '@playwright/test';

const shopPort = Number(process.env.E2E_PORT ?? 3100);
/** The mail server's SMTP port (the shop's SMTP_URL) and the port tests read it on. */
export const MAIL_PORTS = { smtp: shopPort + 11, http: shopPort + 12 } as const;

export type Mail = { from: string; to: string[]; subject: string; text: string; html: string };

/** Waits for a mail to this address whose subject matches; that mail. */
export async function awaitMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const answer = await fetch(`http://127.0.0.1:${MAIL_PORTS.http}/smtp/messages?to=${encodeURIComponent(to)}`);
      found = ((await answer.json()) as { items: Mail[] }).items.find((m) => subject.test(m.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
