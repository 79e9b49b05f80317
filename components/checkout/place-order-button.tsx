'use client';
// 'Place order' (and the payment step's 'Review order'): reports order.payment_information with the
// chosen mode, and stays disabled once pressed (the attempt's key also makes a repeat harmless,
// e.g. without JavaScript).
import { useFormStatus } from 'react-dom';
import type { MouseEvent } from 'react';
import { track } from '@/lib/analytics/shop-events';
import { CHECKOUT_WORDS } from '@/lib/checkout/constants';

/** label and testId let the payment step's 'Review order' report the same event. */
export function PlaceOrderButton({
  className,
  total,
  label = CHECKOUT_WORDS.placeOrder,
  testId = 'place-order',
}: {
  className: string;
  total?: number;
  label?: string;
  testId?: string;
}) {
  const { pending } = useFormStatus();
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    const mode = new FormData(event.currentTarget.form ?? undefined).get('payment_mode');
    track({
      name: 'order.payment_information',
      payload: { payment_mode: typeof mode === 'string' ? mode : undefined, total },
    });
  }
  return (
    <button type="submit" className={className} disabled={pending} onClick={onClick} data-testid={testId}>
      {pending ? 'Placing your order…' : label}
    </button>
  );
}
