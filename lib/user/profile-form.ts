// The profile form's rules (edit-profile, /profile/details): its scripted side
// (components/user/edit-profile-form.tsx) and its plain form's action check the same.
import { z } from 'zod';
import { emailField, genderField, nameField } from '@/contract/account';

export function profileFormSchema(askEmail: boolean) {
  return z.object({
    first_name: nameField('first_name'),
    last_name: nameField('last_name'),
    gender: genderField(),
    email: askEmail ? z.union([z.literal(''), emailField()]) : z.string().optional(),
  });
}

/** The pages the form is on, by the name its plain form posts. */
export const PROFILE_FORM_PAGES = { 'edit-profile': '/auth/edit-profile/', details: '/profile/details/' } as const;
export type ProfileFormPage = keyof typeof PROFILE_FORM_PAGES;

export const PROFILE_SAVED = 'Your profile is saved.';
