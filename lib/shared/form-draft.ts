'use client';
// A form's draft in the tab's sessionStorage, so a reload (or a slip back and forth) keeps what
// was typed. Only the fields a form names are kept, never a secret: the caller passes what may be
// kept and clears the draft once the form succeeded. The tab's storage ends with the tab.
import { useEffect, useRef } from 'react';

const DRAFT_PREFIX = 'm_draft_';
/** Each kept value at most (characters): past any real field. */
const DRAFT_VALUE_MAX = 300;

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the form works without a draft
  }
}

export function readDraft(key: string): Record<string, string> {
  try {
    const value = JSON.parse(session()?.getItem(DRAFT_PREFIX + key) ?? '{}') as unknown;
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function writeDraft(key: string, values: Record<string, string>): void {
  const kept = Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, v.slice(0, DRAFT_VALUE_MAX)]),
  );
  try {
    if (Object.keys(kept).length) session()?.setItem(DRAFT_PREFIX + key, JSON.stringify(kept));
    else session()?.removeItem(DRAFT_PREFIX + key);
  } catch {
    /* quota or privacy mode: no draft */
  }
}

export function clearDraft(key: string): void {
  try {
    session()?.removeItem(DRAFT_PREFIX + key);
  } catch {
    /* storage disabled */
  }
}

/**
 * Keeps `kept` (the form's non-secret values) as the draft `key` while the shopper types; once,
 * after hydration, hands the stored draft to `restore` (which fills only what is still empty).
 */
export function useFormDraft(
  key: string,
  kept: Record<string, string>,
  restore: (draft: Record<string, string>) => void,
): void {
  const skipped = useRef(false);
  useEffect(() => {
    const draft = readDraft(key);
    if (Object.keys(draft).length) restore(draft);
    // Once, after hydration: later values reach the draft below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const serialised = JSON.stringify(kept);
  useEffect(() => {
    // The first pass holds the server's values, not yet the restored draft: it must not overwrite it.
    if (!skipped.current) {
      skipped.current = true;
      return;
    }
    writeDraft(key, JSON.parse(serialised) as Record<string, string>);
  }, [key, serialised]);
}
