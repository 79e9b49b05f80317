'use client';
// Coupons in a drawer (a <details>, so it opens without JavaScript): the applied coupon with
// "Remove", a code field and the available coupons, each applied by its own form. `onAction`
// runs the action with JavaScript; without it the forms post and the bag comes back.
import { useEffect, useRef, type FormEvent } from 'react';
import Link from '@/components/ui/link';
import { applyCouponForm, removeCouponForm } from '@/lib/cart/actions';
import { CART_MESSAGES, CART_PATHS } from '@/lib/cart/constants';
import type { CartCoupon, CartDetail } from '@/contract/types/cart';
import styles from './bag.module.css';

export type CouponAction = { kind: 'apply'; code: string } | { kind: 'remove'; code: string };

export function appliedCoupon(cart: CartDetail): { code: string; title?: string; value?: number } | undefined {
  const coupon = cart.breakup_values?.coupon;
  return coupon && 'is_applied' in coupon && coupon.is_applied
    ? { code: coupon.code, title: coupon.title, value: coupon.value }
    : undefined;
}

/** A coupon the cart keeps that does not apply now (the bag under its minimum, say), with the reason. */
export function heldCoupon(cart: CartDetail | undefined): { code: string; message: string } | undefined {
  const coupon = cart?.breakup_values?.coupon;
  return coupon && 'is_applied' in coupon && !coupon.is_applied && coupon.code
    ? { code: coupon.code, message: coupon.message ?? '' }
    : undefined;
}

type Props = {
  cart: CartDetail;
  coupons: CartCoupon[];
  onAction: (action: CouponAction) => void;
  open?: boolean;
  /** Why the last code tried was refused, shown by the field (the toast does not stay). */
  refusal?: string;
  /** Goes up each time a coupon is applied or removed: the list closes, its summary keeps the focus. */
  settled?: number;
};

export function BagCoupons({ cart, coupons, onAction, open, refusal, settled = 0 }: Props) {
  const drawer = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = drawer.current;
    if (!settled || !details?.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  }, [settled]);
  const applied = appliedCoupon(cart);
  const held = heldCoupon(cart);
  const submit = (kind: CouponAction['kind']) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const code = String(data.get('coupon_code') ?? applied?.code ?? held?.code ?? '').trim();
    if (kind === 'apply' && !code) return;
    onAction({ kind, code });
  };
  return (
    <section className={styles.coupons} aria-labelledby="bag-coupons-heading" data-testid="bag-coupons">
      <h2 id="bag-coupons-heading" className={styles.summaryHeading}>
        Coupons
      </h2>
      {applied ? (
        <form action={removeCouponForm} onSubmit={submit('remove')} className={styles.applied}>
          <p data-testid="applied-coupon">
            <strong>{applied.code}</strong> applied{applied.title ? ` · ${applied.title}` : ''}
          </p>
          <button type="submit" className={styles.linkButton} data-testid="remove-coupon">
            Remove
          </button>
        </form>
      ) : null}
      {held ? (
        <form action={removeCouponForm} onSubmit={submit('remove')} className={styles.applied}>
          <p data-testid="held-coupon">{CART_MESSAGES.couponHeld(held.code, held.message)}</p>
          <button type="submit" className={styles.linkButton} data-testid="remove-coupon">
            Remove
          </button>
        </form>
      ) : null}
      <details ref={drawer} className={styles.drawer} open={open}>
        <summary data-testid="coupon-drawer">{applied ? 'Try another coupon' : 'Apply a coupon'}</summary>
        <form action={applyCouponForm} onSubmit={submit('apply')} className={styles.couponForm}>
          <label htmlFor="coupon-code" className="visually-hidden">
            Coupon code
          </label>
          <input
            id="coupon-code"
            name="coupon_code"
            placeholder="Enter coupon code"
            autoComplete="off"
            maxLength={64}
            required
            data-testid="coupon-input"
          />
          <button type="submit" className={styles.applyButton} data-testid="apply-coupon">
            Apply
          </button>
        </form>
        {refusal ? (
          <p className={styles.noticeError} role="alert" data-testid="coupon-refusal">
            {refusal}
          </p>
        ) : null}
        {coupons.length > 0 ? (
          <ul className={styles.couponList}>
            {coupons.map((listed) => {
              // The list was drawn with the page; the cart's own coupon reads as the cart says now.
              const own = [applied?.code, held?.code].includes(listed.coupon_code);
              const c = own
                ? {
                    ...listed,
                    is_applied: Boolean(applied),
                    is_applicable: Boolean(applied),
                    message: held?.message ?? listed.message,
                  }
                : listed;
              return (
                <li key={c.coupon_code} className={c.is_applicable === false ? styles.couponOff : undefined}>
                  <form action={applyCouponForm} onSubmit={submit('apply')}>
                    <input type="hidden" name="coupon_code" value={c.coupon_code} />
                    <p className={styles.couponCode}>{c.coupon_code}</p>
                    <p className={styles.muted}>{c.title || c.description}</p>
                    {c.is_applicable === false && c.message ? <p className={styles.muted}>{c.message}</p> : null}
                    <button
                      type="submit"
                      className={styles.linkButton}
                      disabled={c.is_applied || c.is_applicable === false}
                    >
                      {c.is_applied ? 'Applied' : 'Apply'}
                    </button>
                  </form>
                </li>
              );
            })}
          </ul>
        ) : null}
        <p>
          <Link href={CART_PATHS.coupons}>See all coupons</Link>
        </p>
      </details>
    </section>
  );
}
