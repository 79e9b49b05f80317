'use client';
// The seconds a shopper waits before a code may be sent again, ticking down once a second while
// there is a wait. The platform says how long (resend_timer); when it does not, the usual 30 s.
import { useEffect, useState } from 'react';

const DEFAULT_RESEND_SECONDS = 30;

/** When a code sent now may be sent again, from the platform's resend_timer (seconds). */
export const resendAtFrom = (resendTimer: number | undefined) =>
  Date.now() + (resendTimer ?? DEFAULT_RESEND_SECONDS) * 1000;

export function useResendWait(initialAt = 0) {
  const [at, setAt] = useState(initialAt);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (at <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [at, now]);

  return {
    waitSeconds: Math.max(0, Math.ceil((at - now) / 1000)),
    /** Starts a wait that ends at this time (ms since the epoch). */
    waitUntil: (until: number) => {
      setNow(Date.now());
      setAt(until);
    },
  };
}
