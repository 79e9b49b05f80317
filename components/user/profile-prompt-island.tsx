'use client';
// The "Not now" of the prompt for a signed-in shopper whose profile misses a required field, loaded
// only on a page that draws the prompt. A function component: a lazy object exported as a client
// reference reaches React inside the RSC client's own lazy, which React does not unwrap.
import { onDemand } from '@/components/ui/on-demand';

export const ProfilePromptDismiss = onDemand(() =>
  import('./profile-prompt-dismiss').then((m) => m.ProfilePromptDismiss),
);
