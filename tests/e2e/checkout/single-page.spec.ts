// The single-page checkout (/cart/checkout: address, payment and 'Place order' on one page, without
// JavaScript too) and the review step's refusal of a payment choice in the platform's words.
import { test, expect } from '@playwright/test';
import { register, uniqueEmail } from '../shoppers';
import { addAddress, fillBag, plainShopper, toPaymentStep } from './helpers';

test('single-page checkout: an address added in place, then a COD order, without JavaScript', async ({
  browser,
  request,
}) => {
  const { context: plain, page } = await plainShopper(browser, request, 34);
  await page.goto('/cart/checkout/');
  await addAddress(page, false);
  await expect(page).toHaveURL(/\/cart\/checkout\/\?notice=saved$/);
  await expect(page.getByTestId('delivery-address')).toHaveCount(1);
  await page.getByLabel('Cash on delivery').check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
  await expect(page.getByTestId('order-placed')).toBeVisible();
  await plain.close();
});

test('a bad UPI id comes back to the payment step, chosen and kept, with the platform words beside it; put right, it goes on to review', async ({
  page,
  request,
}) => {
  await register(page, request, uniqueEmail());
  await fillBag(page, 36);
  await toPaymentStep(page);
  await page.getByLabel('UPI', { exact: true }).check();
  await page.getByLabel('UPI ID').fill('nobody');
  await page.getByTestId('review-order').click();
  await expect(page).toHaveURL(/\/cart\/payment-info\/\?.*payment_mode=UPI&payment_identifier=nobody/);
  await expect(page.getByTestId('checkout-notice')).toHaveText('Enter a valid UPI ID (for example name@bank)');
  await expect(page.getByTestId('payment-refusal')).toHaveText('Enter a valid UPI ID (for example name@bank)');
  await expect(page.getByLabel('UPI', { exact: true })).toBeChecked();
  await expect(page.getByLabel('UPI ID')).toHaveValue('nobody');
  await expect(page.getByLabel('UPI ID')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('UPI ID').fill('asha@okbank');
  await page.getByTestId('review-order').click();
  await expect(page).toHaveURL(/\/cart\/order-review\/\?.*payment_identifier=asha%40okbank/);
  await expect(page.getByTestId('review-payment')).toContainText('asha@okbank');
  await expect(page.getByTestId('place-order')).toBeVisible();
});

test('with JavaScript the single page says at once whether the shop delivers there and what the order will cost', async ({
  page,
  request,
}) => {
  await register(page, request, uniqueEmail());
  await fillBag(page, 38);
  const address = (area_code: string, name: string) =>
    page.request.post('/api/service/application/cart/v1.0/address', {
      data: {
        name,
        phone: '9876543210',
        address: 'Flat 4B',
        area: 'Hill Road',
        area_code,
        city: 'Mumbai',
        state: 'Maharashtra',
      },
    });
  expect((await address('400050', 'Asha Verma')).status()).toBe(200);
  expect((await address('999999', 'Far Away')).status()).toBe(200);
  await page.goto('/cart/checkout/');
  const summaryTotal = await page.getByTestId('order-summary').locator('dd').last().innerText();
  await expect(page.getByTestId('checkout-live')).toHaveAttribute('data-ready', 'true');
  // UPI is chosen at first; choosing another mode asks the platform.
  await page.getByLabel('Net banking').check();
  await expect(page.getByTestId('checkout-live')).toHaveText(`To pay: ${summaryTotal}`);
  await page.getByTestId('delivery-address').filter({ hasText: 'Far Away' }).locator('input').check();
  await expect(page.getByTestId('checkout-live')).toHaveText('Pincode not serviceable');
  await page.getByTestId('delivery-address').filter({ hasText: 'Asha Verma' }).locator('input').check();
  await expect(page.getByTestId('checkout-live')).toHaveText('Delivering to this address');
});
