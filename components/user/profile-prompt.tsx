// The 'soft' required-field prompt: asks a signed-in shopper for a missing mobile
// or email, until they choose "Not now" (the cancel flag, m_profile_prompt_dismissed). Drawn by
// the server in place, with its styles in the page's own stylesheet, so it moves nothing when the
// page hydrates; a shopper who said "not now" never sees it, as the script before it hides it
// before it is painted (profile-prompt-gate.tsx). Only the button is a client island.
import Link from '@/components/ui/link';
import { ProfilePromptDismiss } from './profile-prompt-island';
import { FIELD_PAGE, type ProfileField } from '@/lib/user/required-fields';
import { ProfilePromptGate } from './profile-prompt-gate';
import styles from './profile-prompt.module.css';

/** `path`: the page it shows on, where the shopper comes back to. */
export function ProfilePrompt({ fields, path }: { fields: ProfileField[]; path: string }) {
  if (fields.length === 0) return null;
  const first = fields[0];
  const what =
    fields.length > 1 ? 'your mobile number and email' : first === 'mobile' ? 'your mobile number' : 'your email';
  return (
    <>
      <ProfilePromptGate />
      <aside className={styles.prompt} aria-label="Complete your profile">
        <p>
          Add {what} to get order updates and sign in faster.{' '}
          <Link href={`${FIELD_PAGE[first]}?redirectUrl=${encodeURIComponent(path)}`}>Add it now</Link>
        </p>
        <ProfilePromptDismiss />
      </aside>
    </>
  );
}
