'use client';
// The profile prompt's "Not now": remembers it in m_ storage and hides the prompt at once (the
// attribute its CSS and its gate script share).
import { writeItem } from '@/lib/shared/storage';
import { PROFILE_PROMPT_DISMISSED, PROFILE_PROMPT_OFF_ATTRIBUTE } from '@/lib/user/required-fields';

export function ProfilePromptDismiss() {
  return (
    <button
      type="button"
      onClick={() => {
        writeItem(PROFILE_PROMPT_DISMISSED, true);
        document.documentElement.setAttribute(PROFILE_PROMPT_OFF_ATTRIBUTE, '');
      }}
    >
      Not now
    </button>
  );
}
