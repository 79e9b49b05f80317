// Runs before the profile prompt is parsed: when this browser said "not now" (the m_ storage
// flag), the prompt's CSS hides it before it is ever painted. So the server can draw the prompt in
// place for every shopper of a class (one kept page for all of them) and nothing moves when the
// page hydrates.
import { PROFILE_PROMPT_GATE_SCRIPT } from '@/lib/user/profile-prompt-script';

export function ProfilePromptGate() {
  return <script dangerouslySetInnerHTML={{ __html: PROFILE_PROMPT_GATE_SCRIPT }} />;
}
