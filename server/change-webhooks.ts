// The platform's changes posted to remote storefronts: a process that owns the database and has
// CHANGE_WEBHOOK_URLS set sends each change its feed (change-feed.ts) receives to every listed
// storefront's POST /api/revalidate, signed with REVALIDATE_SECRET, so a storefront on another
// machine (PLATFORM_URL) drops the pages showing it as the embedded one does. Delivery never
// blocks the feed nor throws: one request in flight per storefront, the changes arriving meanwhile
// merged into the next one (so a burst of writes is a few posts, and memory stays bounded), a
// bounded timeout and a few retries; what still fails is merged into the next change's post.
import { z } from 'zod';
import { MAX_TAGS_PER_CHANGE, PAGE_TAGS, WIDE_TAGS } from '../lib/page-cache';
import { REVALIDATE_SECRET_MIN_LENGTH, SIGNATURE_HEADER, signChange } from '../lib/page-cache';

export const CHANGE_WEBHOOK_URLS_ENV = 'CHANGE_WEBHOOK_URLS';

const webhookUrl = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'not an absolute http(s) URL',
  })
  // fetch refuses a URL with credentials; the signature is what authenticates a change.
  .refine((value) => !URL.canParse(value) || (!new URL(value).username && !new URL(value).password), {
    message: 'a URL must not carry a user or password',
  });

const envSchema = z.object({
  urls: z.array(webhookUrl).min(1).max(32),
  // The secret is never echoed: only its length is judged.
  secret: z.string({ message: 'REVALIDATE_SECRET is not set' }).min(REVALIDATE_SECRET_MIN_LENGTH, {
    message: `REVALIDATE_SECRET is shorter than ${REVALIDATE_SECRET_MIN_LENGTH} characters`,
  }),
});

export type WebhookConfig = { urls: URL[]; secret: string };

/**
 * The webhooks the environment asks for: undefined when CHANGE_WEBHOOK_URLS is unset or empty,
 * else the URLs and the secret, or why nothing can be sent.
 */
export function readChangeWebhooks(env: Record<string, string | undefined> = process.env): {
  config?: WebhookConfig;
  problem?: string;
} {
  const listed = (env[CHANGE_WEBHOOK_URLS_ENV] ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (listed.length === 0) return {};
  const parsed = envSchema.safeParse({ urls: listed, secret: env.REVALIDATE_SECRET || undefined });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where =
      issue.path[0] === 'urls' && typeof issue.path[1] === 'number'
        ? `${CHANGE_WEBHOOK_URLS_ENV} entry ${issue.path[1] + 1}: `
        : issue.path[0] === 'urls'
          ? `${CHANGE_WEBHOOK_URLS_ENV}: `
          : '';
    return { problem: `${where}${issue.message}` };
  }
  return { config: { urls: parsed.data.urls.map((u) => new URL(u)), secret: parsed.data.secret } };
}

export type SendOptions = {
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  warn?: (message: string) => void;
  fetch?: typeof fetch;
};

export type ChangeWebhooks = {
  /** Queues a change for every storefront; returns at once. */
  send(tags: string[]): void;
  /** Resolves once nothing is queued or in flight (tests, shutdown). */
  idle(): Promise<void>;
};

/** A URL as it may be printed: no user, password or query (they may hold secrets). */
export const printable = (url: URL) => `${url.origin}${url.pathname}`;

/** More tags than a change may name: the products' give way to 'catalogue', which drops them all. */
function collapse(tags: Set<string>): void {
  if (tags.size <= MAX_TAGS_PER_CHANGE) return;
  for (const t of tags) if (!WIDE_TAGS.includes(t)) tags.delete(t);
  tags.add(PAGE_TAGS.catalogue);
}

const RETRIED = (status: number) => status >= 500 || status === 408 || status === 429;

export function changeWebhooks(config: WebhookConfig, options: SendOptions = {}): ChangeWebhooks {
  const {
    timeoutMs = 2000,
    retries = 2,
    backoffMs = 200,
    warn = (m: string) => console.warn(m),
    fetch: post = fetch,
  } = options;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref?.());

  /** One post, tried 1 + retries times; the failure's reason, or undefined when delivered. */
  async function deliver(url: URL, tags: string[]): Promise<string | undefined> {
    const body = JSON.stringify({ tags });
    let reason = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
      try {
        // Signed per attempt: a retry carries a fresh timestamp.
        const res = await post(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signChange(body, config.secret) },
          body,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        await res.body?.cancel().catch(() => undefined);
        if (res.ok) return undefined;
        reason = `answered ${res.status}${res.status === 401 ? ' (is REVALIDATE_SECRET the same on both sides?)' : ''}`;
        if (!RETRIED(res.status)) return reason;
      } catch (error) {
        // Not instanceof: fetch's errors may come from another realm (a DOMException for the timeout).
        const { name, message, cause } = (error ?? {}) as {
          name?: string;
          message?: string;
          cause?: { code?: string };
        };
        reason =
          name === 'TimeoutError'
            ? `no answer within ${timeoutMs} ms`
            : `unreachable (${cause?.code ?? message ?? 'error'})`;
      }
    }
    return reason;
  }

  const queues = config.urls.map((url) => {
    const pending = new Set<string>();
    let running: Promise<void> | undefined;
    let failing = false;
    const run = async () => {
      while (pending.size > 0) {
        const tags = [...pending];
        pending.clear();
        const failure = await deliver(url, tags);
        if (failure === undefined) {
          if (failing) warn(`[change-webhooks] ${printable(url)} receives changes again`);
          failing = false;
          continue;
        }
        // Kept for the next change's post: the storefront learns of it late rather than never.
        for (const t of tags) pending.add(t);
        collapse(pending);
        if (!failing)
          warn(`[change-webhooks] ${printable(url)} ${failure}: the change is sent again with the next one`);
        failing = true;
        return;
      }
    };
    return {
      add(tags: string[]) {
        for (const t of tags) pending.add(t);
        collapse(pending);
        running ??= run()
          .catch(() => undefined)
          .finally(() => {
            running = undefined;
          });
      },
      idle: () => running ?? Promise.resolve(),
    };
  });

  return {
    send(tags) {
      if (tags.length === 0) return;
      for (const queue of queues) queue.add(tags);
    },
    async idle() {
      await Promise.all(queues.map((q) => q.idle()));
    },
  };
}

/**
 * The webhooks of this process from its environment: undefined when none are asked for, or when
 * they cannot be sent (said once, without the secret).
 */
export function changeWebhooksFromEnv(
  env: Record<string, string | undefined> = process.env,
  options: SendOptions = {},
): ChangeWebhooks | undefined {
  const { config, problem } = readChangeWebhooks(env);
  const warn = options.warn ?? ((m: string) => console.warn(m));
  if (problem) warn(`[change-webhooks] ${problem}: no change is sent to storefronts`);
  if (!config) return undefined;
  console.log(`[change-webhooks] sending changes to ${config.urls.map(printable).join(', ')}`);
  return changeWebhooks(config, options);
}
