'use client';
// A shopper can type into a server-rendered field before the page's scripts arrive. React keeps
// that text through hydration, but a controlled field's state is still the server's value: the
// first re-render writes it back (the text vanishes) and a submit reads the state (the text is
// ignored). This adopts, once, right after hydration, every field of the form that the shopper
// changed (its value differs from the value it was rendered with).
import { useLayoutEffect, type RefObject } from 'react';

export type Typed = Record<string, string>;

/** The form's named text fields, selects and radio groups whose value is not the one they were rendered with. */
export function typedFields(form: HTMLFormElement): Typed {
  const typed: Typed = {};
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) {
      const rendered = Array.from(element.options).find((o) => o.defaultSelected) ?? element.options[0];
      if (element.name && element.value !== (rendered?.value ?? '')) typed[element.name] = element.value;
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.name && element.checked && !element.defaultChecked) typed[element.name] = element.value;
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (
        element instanceof HTMLInputElement &&
        ['checkbox', 'hidden', 'submit', 'button', 'reset', 'image', 'file'].includes(element.type)
      )
        continue;
      if (element.name && element.value !== element.defaultValue) typed[element.name] = element.value;
    }
  }
  return typed;
}

/** Calls `adopt` once after hydration with what was typed before it, when anything was. */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (typed: Typed) => void): void {
  useLayoutEffect(() => {
    const typed = form.current ? typedFields(form.current) : {};
    if (Object.keys(typed).length > 0) adopt(typed);
    // Once, on hydration: later changes reach the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
