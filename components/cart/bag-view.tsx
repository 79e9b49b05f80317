'use client';
// The bag (/cart/bag/, the cart-landing section): lines, coupons, points, offers, the breakup,
// sharing and the empty state. Drawn from the cart the server loaded; with JavaScript, changes
// show at once (useOptimistic) and roll back with the platform's message in a toast when refused.
import { useEffect, useOptimistic, useState, useSyncExternalStore, useTransition } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import {
  applyCoupon,
  moveToWishlist,
  redeemPoints,
  removeCoupon,
  shareCart,
  updateLine,
  redeemPointsForm,
  shareCartForm,
  type CartActionResult,
} from '@/lib/cart/actions';
import { saveCartCount } from '@/lib/blocks/use-cart';
import { itemCount } from '@/lib/cart/count';
import { couponEvents, lineOf, quantityEvents, viewEvents } from '@/lib/cart/events';
import { CART_INPUT_LIMITS, CART_MESSAGES, CART_PATHS } from '@/lib/cart/constants';
import { track } from '@/lib/analytics/shop-events';
import { showToast } from '@/lib/shared/toast';
import type { CartCoupon, CartDetail } from '@/contract/types/cart';
import { BagLine, type LineChange } from './bag-line';
import { BagCoupons, appliedCoupon, heldCoupon, type CouponAction } from './bag-coupons';
import { BagCheckoutBar, BagSummary } from './bag-summary';
import styles from './bag.module.css';

export type BagSettings = {
  showCoupons: boolean;
  checkoutText: string;
  emptyTitle: string;
  emptyButton: string;
  emptyLink: string;
};

type Props = {
  initialCart: CartDetail | undefined;
  coupons: CartCoupon[];
  settings: BagSettings;
  /** A notice left by a form action for a shopper without JavaScript. */
  notice?: { ok: boolean; message: string };
  /** The share link made without JavaScript (?shared=token). */
  sharedToken?: string;
};

const noSubscription = () => () => {};
const pieces = (cart: CartDetail) => cart.items.reduce((n, i) => n + i.quantity, 0);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
// Items are lines, as the header's count has them; pieces are said too when a line has more than one.
const bagHeadCount = (items: number, count: number) =>
  count === items
    ? plural(items, 'item', 'items')
    : `${plural(items, 'item', 'items')}, ${plural(count, 'piece', 'pieces')}`;

function withLine(cart: CartDetail | undefined, change: LineChange): CartDetail | undefined {
  if (!cart) return cart;
  const items =
    change.quantity === 0
      ? cart.items.filter((i) => i.key !== change.item.key)
      : cart.items.map((i) => (i.key === change.item.key ? { ...i, quantity: change.quantity } : i));
  return { ...cart, items };
}

export function BagView({ initialCart, coupons, settings, notice, sharedToken }: Props) {
  const [cart, setCart] = useState(initialCart);
  // The coupon list as the bag now stands (a line change brings it anew), and a refused code's reason beside its field.
  const [couponList, setCouponList] = useState(coupons);
  const [couponRefusal, setCouponRefusal] = useState<string>();
  // Counts coupons applied or removed here: each closes the coupon list, so the total and Checkout come back.
  const [couponsSettled, setCouponsSettled] = useState(0);
  const [shown, showChange] = useOptimistic(cart, withLine);
  const [pending, startTransition] = useTransition();
  const [share, setShare] = useState<string | undefined>(sharedToken ? CART_PATHS.sharedCart(sharedToken) : undefined);
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );

  useEffect(() => {
    if (initialCart) {
      saveCartCount(itemCount(initialCart));
      for (const event of viewEvents(initialCart)) track(event);
    }
  }, [initialCart]);

  function settle(result: CartActionResult): boolean {
    if (!result.ok) {
      showToast(result.message, 'error');
      return false;
    }
    // A change that left the applied coupon under its terms says so, rather than dropping it quietly.
    const was = cart ? appliedCoupon(cart) : undefined;
    const held = heldCoupon(result.cart);
    if (result.cart) {
      setCart(result.cart);
      saveCartCount(itemCount(result.cart));
    }
    if (result.coupons) setCouponList(result.coupons);
    if (was && held?.code === was.code) showToast(CART_MESSAGES.couponHeld(held.code, held.message), 'error');
    else if (result.message) showToast(result.message);
    return true;
  }

  function changeLine(change: LineChange) {
    const { item, quantity } = change;
    startTransition(async () => {
      showChange(change);
      const line = {
        js: '1',
        key: item.key,
        item_id: item.product.uid,
        item_size: item.article.size,
        article_id: item.article.uid,
        quantity,
        current: item.quantity,
      };
      const result = change.toWishlist ? await moveToWishlist(line) : await updateLine(line);
      if (!result.ok && result.redirect) return void window.location.assign(result.redirect);
      if (settle(result)) for (const event of quantityEvents(lineOf(item), item.quantity, quantity)) track(event);
    });
  }

  function couponAction(action: CouponAction) {
    startTransition(async () => {
      const result =
        action.kind === 'apply'
          ? await applyCoupon({ js: '1', coupon_code: action.code })
          : await removeCoupon({ js: '1' });
      const ok = settle(result);
      // The toast goes after two seconds; the reason stays by the field until the next try.
      setCouponRefusal(result.ok ? undefined : result.message);
      if (ok) setCouponsSettled((n) => n + 1);
      const outcome = action.kind === 'remove' ? 'removed' : ok ? 'applied' : 'denied';
      if (ok || action.kind === 'apply')
        for (const event of couponEvents(action.code, outcome, result.ok ? undefined : result.message)) track(event);
    });
  }

  function points(use: boolean) {
    startTransition(async () => {
      settle(await redeemPoints({ js: '1', points: use ? 'true' : 'false' }));
    });
  }

  function makeShareLink() {
    startTransition(async () => {
      const result = await shareCart({ js: '1' });
      if (!result.ok) return void showToast(result.message, 'error');
      // The shop's own path for the token: the platform's share_url names the platform's host.
      setShare(result.token ? CART_PATHS.sharedCart(result.token) : result.shareUrl);
    });
  }

  const noticeLine = notice ? (
    <p className={notice.ok ? styles.notice : styles.noticeError} role="status" data-testid="bag-notice">
      {notice.message}
    </p>
  ) : null;

  if (!shown || shown.items.length === 0) {
    return (
      <div className={styles.empty} data-testid="bag-empty">
        {noticeLine}
        <h1 className={styles.title}>{settings.emptyTitle}</h1>
        <p className={styles.muted}>Add something you love: it waits here for you.</p>
        <ButtonLink href={settings.emptyLink}>{settings.emptyButton}</ButtonLink>
      </div>
    );
  }

  const loyalty = shown.breakup_values?.loyalty_points;
  const shareHref = share?.startsWith('/') ? `${origin}${share}` : share;
  return (
    <div className={styles.bag} data-testid="bag">
      {noticeLine}
      <h1 className={styles.title}>
        Your bag <span className={styles.muted}>({bagHeadCount(itemCount(shown), pieces(shown))})</span>
      </h1>
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label="Items in your bag">
          {shown.items.map((item) => (
            <BagLine key={item.key} item={item} onChange={changeLine} maxQuantity={CART_INPUT_LIMITS.maxQuantity} />
          ))}
        </ul>
        <div className={styles.side}>
          {settings.showCoupons ? (
            <BagCoupons
              cart={shown}
              coupons={couponList}
              onAction={couponAction}
              refusal={couponRefusal}
              settled={couponsSettled}
            />
          ) : null}
          {loyalty && loyalty.applicable > 0 ? (
            <form
              action={redeemPointsForm}
              onSubmit={(e) => {
                e.preventDefault();
                points(!loyalty.is_applied);
              }}
              className={styles.points}
            >
              <input type="hidden" name="points" value={loyalty.is_applied ? 'false' : 'true'} />
              <p>{loyalty.description || `Use ${loyalty.applicable} reward points`}</p>
              <button type="submit" className={styles.linkButton} data-testid="points">
                {loyalty.is_applied ? 'Stop using points' : 'Use points'}
              </button>
            </form>
          ) : null}
          <BagSummary
            cart={shown}
            checkoutText={settings.checkoutText}
            checkoutHref={CART_PATHS.delivery}
            pending={pending}
          />
          <form
            action={shareCartForm}
            onSubmit={(e) => {
              e.preventDefault();
              makeShareLink();
            }}
            className={styles.share}
          >
            <button type="submit" className={styles.linkButton} data-testid="share-cart">
              Share this bag
            </button>
            {shareHref ? (
              <span className={styles.shareLink}>
                <label htmlFor="share-link" className="visually-hidden">
                  Link to this bag
                </label>
                <input
                  id="share-link"
                  readOnly
                  value={shareHref}
                  data-testid="share-link"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => {
                    void navigator.clipboard?.writeText(shareHref).then(() => showToast(CART_MESSAGES.linkCopied));
                  }}
                >
                  Copy
                </button>
              </span>
            ) : null}
          </form>
        </div>
      </div>
      <BagCheckoutBar cart={shown} checkoutText={settings.checkoutText} checkoutHref={CART_PATHS.delivery} />
    </div>
  );
}
