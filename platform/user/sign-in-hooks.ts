// What other domains do when a shopper signs in, before the session's cookie is set (the cart
// joins the browser's anonymous cart to the shopper's). They register here at start
// (platform/app.ts), so the user domain imports none of them.
import type { Context } from 'hono';
import type { PlatformEnv } from '../http/env';

export type SignInHook = (c: Context<PlatformEnv>, userId: string) => Promise<void>;

const hooks = new Set<SignInHook>();

/** Runs `hook` at every sign-in from now on (registering the same hook twice runs it once). */
export function onSignIn(hook: SignInHook): void {
  hooks.add(hook);
}

/** Runs the registered hooks in the order they were registered. */
export async function runSignInHooks(c: Context<PlatformEnv>, userId: string): Promise<void> {
  for (const hook of hooks) await hook(c, userId);
}
