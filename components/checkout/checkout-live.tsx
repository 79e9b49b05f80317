'use client';
// The single-page checkout with JavaScript: choosing an address asks select-address whether the
// shop delivers there, choosing a payment mode asks the platform for the total it would charge
// (useAddress, useCheckout), and the answer is read out beside the form. Without JavaScript the
// form works the same; the platform then checks both when the order is placed.
import { useEffect, useState } from 'react';
import { useAddress, useCheckout } from '@/lib/blocks';
import { formatPrice } from '@/lib/catalog/price';
import { MODE_FIELDS, identifierOf } from '@/lib/payment/form';
import styles from './checkout.module.css';

export function CheckoutLive({ formId, buyNow }: { formId: string; buyNow: boolean }) {
  const { select } = useAddress({ load: false });
  const { selectMode } = useCheckout({ buyNow, load: false });
  const [said, setSaid] = useState<{ ok: boolean; message: string }>();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    let latest = 0;
    const onChange = async (event: Event) => {
      const field = event.target as HTMLInputElement;
      if (field.name !== 'address_id' && field.name !== 'payment_mode' && !(field.name in MODE_FIELDS)) return;
      const turn = ++latest;
      const data = Object.fromEntries(
        [...new FormData(form)].filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      const addressId = data.address_id ?? '';
      const mode = data.payment_mode ?? '';
      const outcome =
        field.name === 'address_id'
          ? await select(addressId, { buyNow })
          : await selectMode(mode, identifierOf({ ...data, payment_mode: mode }), { buyNow, addressId }).then((o) =>
              o.ok && o.total !== undefined ? { ok: true, message: `To pay: ${formatPrice(o.total)}` } : o,
            );
      // Only the answer to the latest choice is shown.
      if (turn === latest) setSaid(outcome);
    };
    form.addEventListener('change', onChange);
    // Listening now (a choice made before the page came alive is checked when the order is placed).
    queueMicrotask(() => setReady(true));
    return () => form.removeEventListener('change', onChange);
  }, [formId, buyNow, select, selectMode]);

  return (
    <p
      className={said ? (said.ok ? styles.notice : styles.noticeError) : undefined}
      role="status"
      aria-live="polite"
      data-testid="checkout-live"
      data-ready={ready || undefined}
    >
      {said?.message}
    </p>
  );
}
