'use client';
// The header's account entry: 'Sign in', or for a signed-in shopper a link to their account. The
// server draws it the same for every signed-in shopper ('Your account'), so catalogue pages are
// kept once for all of them (server/page-visitor.ts); the greeting with the first name is
// this browser's, from m_ storage (written at sign-in and on a profile edit) or, failing that, the
// platform, asked once. The label keeps one width, so the greeting moves nothing.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import Link from '@/components/ui/link';
import { readItem, writeItem } from '@/lib/shared/storage';
import { AUTH_PATHS, SHOPPER_NAME_EVENT, SHOPPER_NAME_KEY, SIGNED_IN_KEY } from '@/lib/shared/constants';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SHOPPER_NAME_EVENT, onChange);
  window.addEventListener('storage', onChange); // another tab signed in or out
  return () => {
    window.removeEventListener(SHOPPER_NAME_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const storedName = () => readItem<string>(SHOPPER_NAME_KEY);
const noName = () => undefined;

export function AccountEntry({
  signedIn,
  className,
  textClassName,
  icon,
}: {
  signedIn: boolean;
  className?: string;
  textClassName?: string;
  icon: ReactNode;
}) {
  // The server's answer (and hydration's) has no name; the browser's store has it.
  const name = useSyncExternalStore(subscribe, storedName, noName);
  const unknown = signedIn && name === undefined;
  useEffect(() => {
    // A sign-in the browser's scripts did not make (a plain form, before hydration or without
    // JavaScript) wrote no flag: the islands that ask it (wishlist, compare) learn it here.
    if (signedIn && readItem<boolean>(SIGNED_IN_KEY) !== true) writeItem(SIGNED_IN_KEY, true);
  }, [signedIn]);
  useEffect(() => {
    if (!unknown) return;
    // Stores it and tells subscribe(); on failure the entry still leads to the account.
    import('@/lib/user/shopper-name').then((m) => m.loadShopperName()).catch(() => undefined);
  }, [unknown]);
  const label = !signedIn ? 'Sign in' : name ? `Hi, ${name}` : 'Your account';
  return (
    <Link href={signedIn ? AUTH_PATHS.profile : AUTH_PATHS.login} className={className} data-signed-in={signedIn}>
      {icon}
      <span className={textClassName}>{label}</span>
    </Link>
  );
}
