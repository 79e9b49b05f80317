/** @jest-environment jest-fixed-jsdom */
// A shipment's items as the shopper reads them: a bought item shows its price as the bag showed it
// (its share of the coupon is a row of the breakup), a free gift (no price, no share of the
// charge: platform/checkout/gifts.ts) says so instead of ₹0.
import { cleanup, render, screen } from '@testing-library/react';
import type { OrderShipment } from '@/contract/types/order';
import { ShipmentDetail } from '@/components/order/shipment-detail';

afterEach(cleanup);

const bag = (id: number, name: string, marked: number, effective: number) => ({
  id,
  line_number: id,
  quantity: 1,
  item: { name, slug_key: name.toLowerCase(), brand: { name: 'Brand' }, image: [], size: 'M', id },
  article: { uid: `a-${id}` },
  prices: { price_marked: marked, price_effective: effective, amount_paid: effective > 0 ? effective - 100 : 0 },
  current_status: { name: 'Placed', status: 'placed', updated_at: '2026-11-26T10:00:00.000Z' },
  can_cancel: false,
  can_return: false,
  returnable_date: null,
  reason: null,
});

const shipment = {
  shipment_id: 'FY1-1',
  order_id: 'FY1',
  shipment_status: { title: 'Placed', value: 'placed', hex_code: '#000000' },
  tracking_details: [],
  bags: [bag(1, 'Linen Shirt', 1499, 999), bag(2, 'Canvas Tote', 0, 0)],
  qc_image_urls: [],
  can_cancel: false,
  can_return: false,
  allowed_statuses: [],
  returnable_date: null,
  show_download_invoice: false,
  delivery_address: {
    name: 'Asha',
    address: '1 Hill Road',
    area: '',
    city: 'Mumbai',
    state: 'Maharashtra',
    area_code: '400050',
    country: 'India',
    phone: '9000000000',
  },
  breakup_values: [],
  prices: { price_marked: 1499, price_effective: 999, discount: 500, amount_paid: 999, refund_amount: 0, points: 0 },
  payment: { mode: 'COD', display_name: 'Cash on Delivery', status: 'pending', amount: 999 },
} as unknown as OrderShipment;

test('a free gift reads as one, a bought item shows its price', () => {
  render(<ShipmentDetail shipment={shipment} own={false} />);
  const [shirt, tote] = screen.getAllByTestId('shipment-bag');
  expect(shirt.textContent).toContain('Linen Shirt');
  expect(shirt.textContent).toContain('999');
  expect(shirt.textContent).not.toContain('899');
  expect(shirt.textContent).not.toContain('Free gift');
  expect(tote.textContent).toContain('Canvas Tote');
  expect(tote.textContent).toContain('Free gift');
  expect(tote.textContent).not.toContain('₹0');
});
