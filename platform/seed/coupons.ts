// Demo coupons (platform/cart/coupon-service.ts), one of each rule the cart knows. Coupons are
// the merchant's: they are added when absent (by code), never overwritten.
//   WELCOME100  ₹100 off a cart of ₹999 or more, once per shopper (signed in)
//   SAVE10      10% off a cart of ₹499 or more, at most ₹500
//   BRAND20     20% off the first brand's products, at most ₹1,000
//   CATEGORY15  15% off the first category's products
//   EXPIRED50   ₹50 off, ended yesterday (applying it says it has expired)
//   UPI100      ₹100 off a cart of ₹999 or more when paid by UPI (payment/validate and checkout check the mode)
import type { Database } from '../db/client';

export async function seedCoupons(database: Database): Promise<number> {
  const [brand] = await database.query<{ uid: number; name: string }>(
    'SELECT brand_uid AS uid, brand_name AS name FROM products ORDER BY uid LIMIT 1',
  );
  const [category] = await database.query<{ uid: number; name: string }>(
    'SELECT category_uid AS uid, category_name AS name FROM products ORDER BY uid LIMIT 1',
  );
  const coupons = [
    {
      code: 'WELCOME100',
      title: '₹100 off your first order',
      sub_title: 'On carts of ₹999 or more',
      type: 'flat',
      value: 10_000,
      min: 99_900,
      max: null,
      once: true,
      brands: [],
      categories: [],
      till: null,
    },
    {
      code: 'SAVE10',
      title: '10% off',
      sub_title: 'On carts of ₹499 or more, up to ₹500',
      type: 'percentage',
      value: 10,
      min: 49_900,
      max: 50_000,
      once: false,
      brands: [],
      categories: [],
      till: null,
    },
    {
      code: 'BRAND20',
      title: `20% off ${brand?.name ?? 'one brand'}`,
      sub_title: 'Up to ₹1,000',
      type: 'percentage',
      value: 20,
      min: 0,
      max: 100_000,
      once: false,
      brands: brand ? [brand.uid] : [],
      categories: [],
      till: null,
    },
    {
      code: 'CATEGORY15',
      title: `15% off ${category?.name ?? 'one category'}`,
      sub_title: '',
      type: 'percentage',
      value: 15,
      min: 0,
      max: null,
      once: false,
      brands: [],
      categories: category ? [category.uid] : [],
      till: null,
    },
    {
      code: 'EXPIRED50',
      title: '₹50 off',
      sub_title: 'Ended',
      type: 'flat',
      value: 5_000,
      min: 0,
      max: null,
      once: false,
      brands: [],
      categories: [],
      till: new Date(Date.now() - 86_400_000),
    },
    {
      code: 'UPI100',
      title: '₹100 off when you pay by UPI',
      sub_title: 'On carts of ₹999 or more, paid by UPI',
      type: 'flat',
      value: 10_000,
      min: 99_900,
      max: null,
      once: false,
      brands: [],
      categories: [],
      till: null,
      modes: ['UPI'],
    },
  ];
  let added = 0;
  for (const c of coupons) {
    const rows = await database.query(
      `INSERT INTO coupons (code, title, sub_title, description, type, value, min_cart_value, max_discount, once_per_shopper, brand_uids, category_uids, valid_till, payment_modes)
       VALUES ($1, $2, $3, $2, $4, $5, $6, $7, $8, $9::int[], $10::int[], $11, $12::text[]) ON CONFLICT (code) DO NOTHING RETURNING id`,
      [
        c.code,
        c.title,
        c.sub_title,
        c.type,
        c.value,
        c.min,
        c.max,
        c.once,
        c.brands,
        c.categories,
        c.till,
        'modes' in c ? c.modes : [],
      ],
    );
    added += rows.length;
  }
  return added;
}
