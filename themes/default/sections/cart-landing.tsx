// The bag (theme page cart-landing, /cart/bag/): the shopper's cart with its coupons, drawn by the
// BagView island. Per-shopper: it renders on its own page only (`pages`), and says so to the page
// cache (PER_SHOPPER_MARKER), which never keeps a page that holds it.
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { BagIsland } from '@/lib/theme/render/route-islands';
import { loadCart, loadCoupons, readFormNotice } from '@/lib/blocks/server';
import { PER_SHOPPER_ATTRIBUTE } from '@/lib/blocks/format';
import { bool, text } from './shared/props';
import section from './shared/section.module.css';

export const settings = {
  name: 'cart-landing',
  label: 'Bag',
  props: [
    { id: 'show_coupons', type: 'checkbox', label: 'Coupons', default: true },
    { id: 'show_gst', type: 'checkbox', label: 'GSTIN field', default: true },
    { id: 'show_delivery_promise', type: 'checkbox', label: 'Delivery dates', default: true },
    { id: 'checkout_button_text', type: 'text', label: 'Checkout button', default: 'Checkout' },
    { id: 'empty_cart_title', type: 'text', label: 'Empty bag title', default: 'Your bag is empty' },
    { id: 'empty_cart_button_text', type: 'text', label: 'Empty bag button', default: 'Continue shopping' },
    { id: 'empty_cart_link', type: 'url', label: 'Empty bag button link', default: '/products/' },
  ],
  blocks: [],
} satisfies SectionSettings;

export const pages = ['cart-landing'] as const;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function Component({ props, context }: SectionComponentProps) {
  const showCoupons = bool(props, 'show_coupons', true);
  const [cart, coupons, notice] = await Promise.all([
    loadCart(),
    showCoupons ? loadCoupons() : undefined,
    readFormNotice(),
  ]);
  const shared = one(context.query.shared)?.slice(0, 200);
  return (
    <div className={section.container} {...{ [PER_SHOPPER_ATTRIBUTE]: '' }}>
      <BagIsland
        initialCart={cart}
        coupons={coupons?.available_coupon_list ?? []}
        notice={notice}
        sharedToken={shared || undefined}
        settings={{
          showCoupons,
          checkoutText: text(props, 'checkout_button_text') || 'Checkout',
          emptyTitle: text(props, 'empty_cart_title') || 'Your bag is empty',
          emptyButton: text(props, 'empty_cart_button_text') || 'Continue shopping',
          emptyLink: text(props, 'empty_cart_link') || '/products/',
        }}
      />
    </div>
  );
}
