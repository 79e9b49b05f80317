// The refund-account page in a real browser (/refund/order/:orderId/shipment/:shipmentId):
// a shopper with a cash-on-delivery order adds a UPI id (with a one-time code, as a bank account)
// and sees it as the order's refund account;
// a wrong UPI id is refused next to its field; someone not signed in is sent to sign in first.
import { test, expect, type Page } from '@playwright/test';
import { register, uniqueEmail } from '../shoppers';
import { fillBag, placeCodOrder } from '../checkout/helpers';
import { latestCode } from '../outbox';

const API = '/api/service/application';

/** A COD order of the page's shopper, placed through the API (checkout itself is tested in checkout/): its order and first shipment. */
async function codOrder(page: Page): Promise<{ orderId: string; shipmentId: string }> {
  const orderId = await placeCodOrder(page.request);
  const order = await page.request.get(`${API}/order/v1.0/orders/${orderId}`);
  expect(order.status()).toBe(200);
  const shipmentId = ((await order.json()) as { order: { shipments: { shipment_id: string }[] } }).order.shipments[0]
    .shipment_id;
  return { orderId, shipmentId };
}

test('a shopper with a COD order adds a UPI id with an OTP and sees it as the order refund account', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail();
  await register(page, request, email);
  await fillBag(page, 30);
  const { orderId, shipmentId } = await codOrder(page);
  const path = `/refund/order/${orderId}/shipment/${shipmentId}`;

  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Refund account', level: 1 })).toBeVisible();
  await expect(page.getByText('No refund account yet.')).toBeVisible();

  // A malformed UPI id: refused in words next to the field, nothing added.
  const form = page.getByTestId('refund-upi-form');
  await form.getByLabel('UPI ID', { exact: true }).fill('asha-okhdfc');
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect(form.getByText('Enter a valid UPI ID (for example name@bank)')).toBeVisible();
  await expect(form.getByLabel('UPI ID', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('refund-account')).toHaveCount(0);

  await form.getByLabel('UPI ID', { exact: true }).fill('asha@okhdfcbank');
  await form.getByRole('button', { name: 'Send OTP' }).click();
  // The UPI id is added only with the code sent to the shopper, as a bank account is.
  const otpForm = page.getByTestId('refund-upi-otp-form');
  await expect(otpForm.getByRole('status')).toContainText('Enter it to add your asha@okhdfcbank account.');
  await expect(page.getByTestId('refund-account')).toHaveCount(0);
  await otpForm.getByLabel('OTP').fill(await latestCode(request, email));
  await otpForm.getByRole('button', { name: 'Verify and add account' }).click();
  await expect(page.getByTestId('refund-notice')).toHaveText('Account added. Refunds for this order will go to it.');
  const account = page.getByTestId('refund-account');
  await expect(account).toHaveCount(1);
  await expect(account).toContainText('asha@okhdfcbank');
  await expect(account.getByTestId('refund-current')).toHaveText('Refunds go here');

  // Through the API too: the order's beneficiary, marked as its default.
  const listed = await page.request.get(`${API}/payment/v1.0/refund/order/beneficiaries?order_id=${orderId}`);
  expect(((await listed.json()) as { beneficiaries: { vpa: string; is_active: boolean }[] }).beneficiaries).toEqual([
    expect.objectContaining({ vpa: 'asha@okhdfcbank', is_active: true }),
  ]);

  // Not signed in: off to sign in, and back here afterwards.
  const anonymous = await browser.newContext();
  const stranger = await anonymous.newPage();
  await stranger.goto(path);
  await expect(stranger).toHaveURL(
    new RegExp(`/auth/login/\\?redirectUrl=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await anonymous.close();
});
