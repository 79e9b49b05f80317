'use client';
// The 'soft' required-field prompt (000 section 4): asks a signed-in shopper for a missing mobile
// or email, until they choose "Not now" (the cancel flag, m_profile_prompt_dismissed).
import { useSyncExternalStore } from 'react';
import Link from '@/components/ui/link';
import { readItem, writeItem } from '@/lib/storage';
import { FIELD_PAGE, PROFILE_PROMPT_DISMISSED, type ProfileField } from '@/lib/user/required-fields';
import styles from './profile-prompt.module.css';

const CHANGE = 'profile-prompt-change';
const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGE, onChange);
  return () => window.removeEventListener(CHANGE, onChange);
};

/** `path`: the page it shows on, where the shopper comes back to. */
export function ProfilePrompt({ fields, path }: { fields: ProfileField[]; path: string }) {
  // Shown only after hydration, and only when not dismissed: the server cannot know the flag.
  const dismissed = useSyncExternalStore(subscribe, () => readItem<boolean>(PROFILE_PROMPT_DISMISSED) === true, () => true);
  if (dismissed || fields.length === 0) return null;
  const first = fields[0];
  const what = fields.length > 1 ? 'your mobile number and email' : first === 'mobile' ? 'your mobile number' : 'your email';
  return (
    <aside className={styles.prompt} aria-label="Complete your profile">
      <p>
        Add {what} to get order updates and sign in faster. <Link href={`${FIELD_PAGE[first]}?redirectUrl=${encodeURIComponent(path)}`}>Add it now</Link>
      </p>
      <button
        type="button"
        onClick={() => {
          writeItem(PROFILE_PROMPT_DISMISSED, true);
          window.dispatchEvent(new Event(CHANGE));
        }}
      >
        Not now
      </button>
    </aside>
  );
}
