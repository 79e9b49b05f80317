// The development outbox as browser tests read it (DEV_OUTBOX=1 on the test shop).
import { expect, type APIRequestContext } from '@playwright/test';

/** The newest 6-digit code the dev outbox holds for an address. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
        items: { body: string }[];
      };
      // The newest message with a code: one about an order, sent in the background, may come after it.
      code = answer.items.map((m) => m.body.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  return code!;
}

export type OutboxItem = { channel: 'email' | 'sms'; to: string; subject: string; body: string; html: string | null };

/** Waits for the dev outbox to hold a message to an address whose subject matches; that message. */
export async function awaitMessage(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
        items: OutboxItem[];
      };
      found = answer.items.find((m) => subject.test(m.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
