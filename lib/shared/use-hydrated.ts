'use client';
// False while the server renders and React hydrates, true after: for what only works with the
// page's scripts (controls that do nothing without them, the browser's own form checks handed
// over to the island's clearer words).
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
