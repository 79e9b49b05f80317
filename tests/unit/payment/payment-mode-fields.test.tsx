/** @jest-environment jest-fixed-jsdom */
// The UPI field's hint names the sandbox's failing address only while the sandbox serves UPI: a
// shopper paying through a real provider never reads sandbox words.
import { render, screen, cleanup } from '@testing-library/react';
import type { PaymentOption } from '@/contract/types/payment';
import { PaymentModeFields } from '@/components/checkout/payment-mode-fields';

const upi = (aggregator: string): PaymentOption => ({
  name: 'UPI',
  display_name: 'UPI',
  display_priority: 1,
  aggregator_name: aggregator,
  list: [{ code: 'UPI', display_name: 'UPI', aggregator_name: aggregator }],
});

afterEach(cleanup);

test('a real provider: the hint gives an example address and no sandbox words', () => {
  render(<PaymentModeFields option={upi('Razorpay')} />);
  const hint = screen.getByText(/For example name@okbank\./);
  expect(hint.textContent).not.toMatch(/sandbox/i);
});

test('the sandbox: the hint also says which address it declines', () => {
  render(<PaymentModeFields option={upi('sandbox')} />);
  expect(screen.getByText(/For example name@okbank\./).textContent).toContain('failure@sandbox is declined');
});
