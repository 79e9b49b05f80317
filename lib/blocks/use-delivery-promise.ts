'use client';
// useDeliveryPromise: when a product's size would reach the shopper's pincode
// ("Delivery time (TAT) request"). A valid pincode is checked on arrival, 500 ms after the shopper
// stops typing and again for another size; a good one is remembered (m_user_pincode). The check
// runs on the server (a server action), so the page ships no SDK for it.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, useTransition } from 'react';
import { PINCODE } from '@/lib/shared/constants';
import { checkPincode, type DeliveryAnswer } from '@/lib/logistics/delivery';
import { checkDelivery } from '@/lib/logistics/actions';
import { readItem, writeItem } from '@/lib/shared/storage';

const noSubscription = () => () => {};

export type DeliveryPromiseBlock = {
  /** What the field shows: typed, else the server's answer's, else the remembered pincode. */
  pincode: string;
  setPincode: (value: string) => void;
  /** Checks now (a form submit), showing the field's message for a blank or malformed pincode. */
  check: () => void;
  answer?: DeliveryAnswer;
  pending: boolean;
};

export function useDeliveryPromise(args: {
  slug: string;
  size: string;
  categoryId?: number;
  initial?: DeliveryAnswer;
}): DeliveryPromiseBlock {
  const { slug, size, categoryId, initial } = args;
  const [typed, setTyped] = useState<string | undefined>();
  const [answer, setAnswer] = useState<DeliveryAnswer | undefined>(initial);
  const [pending, startTransition] = useTransition();
  const remembered = useSyncExternalStore(
    noSubscription,
    () => readItem<string>(PINCODE.storageKey) ?? '',
    () => '',
  );
  const pincode = typed ?? (initial?.pincode || remembered);
  const asked = useRef(initial ? `${initial.pincode}|${size}` : '');

  const run = useCallback(
    (value: string, quiet: boolean) => {
      const checked = checkPincode(value);
      if (checked.message) {
        if (!quiet) setAnswer({ ok: false, pincode: checked.pincode, message: checked.message });
        return;
      }
      const key = `${checked.pincode}|${size}`;
      if (quiet && key === asked.current) return;
      asked.current = key;
      startTransition(async () => {
        const result = await checkDelivery({ slug, size, pincode: checked.pincode, categoryId });
        if (asked.current !== key) return; // a newer check is on its way
        setAnswer(result);
        if (result.ok) writeItem(PINCODE.storageKey, result.pincode);
      });
    },
    [slug, size, categoryId],
  );

  useEffect(() => {
    if (!PINCODE.pattern.test(pincode)) return;
    const timer = setTimeout(() => run(pincode, true), typed === undefined ? 0 : PINCODE.debounceMs);
    return () => clearTimeout(timer);
  }, [pincode, typed, run]);

  return {
    pincode,
    setPincode: (value) => setTyped(value.replace(/\D/g, '').slice(0, 6)),
    check: () => run(pincode, false),
    answer,
    pending,
  };
}
