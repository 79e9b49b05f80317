// The profile prompt's gate (components/user/profile-prompt-gate.tsx): an inline script, run before
// the prompt is parsed, that hides it when this browser said "not now". One fixed text, so the
// page's Content-Security-Policy can allow it by its hash (lib/security/content-security-policy.ts).
import { STORAGE_PREFIX } from '@/lib/shared/storage';
import { PROFILE_PROMPT_DISMISSED, PROFILE_PROMPT_OFF_ATTRIBUTE } from './required-fields';

export const PROFILE_PROMPT_GATE_SCRIPT = `try{var e=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_PREFIX + PROFILE_PROMPT_DISMISSED)})||'null');if(e&&e.value===true)document.documentElement.setAttribute(${JSON.stringify(PROFILE_PROMPT_OFF_ATTRIBUTE)},'')}catch(_){}`;
