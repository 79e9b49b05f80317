// The single-page checkout (/cart/checkout: address, payment and 'Place order' on one page, without
// JavaScript too) and the review step's refusal of a payment choice in the platform's words.
import { test, expect } from '@playwright/test';
import { register, uniqueEmail } from '../shoppers';
import { addAddress, fillBag, toPaymentStep } from './helpers';

test('single-page checkout: an address added in place, then a COD order, without JavaScript', async ({ browser, request }) => {
  const signUp = await browser.newContext();
  const first = await signUp.newPage();
  await register(first, request, uniqueEmail());
  await fillBag(first, 34);
  const state = await signUp.storageState();
  await signUp.close();

  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  const page = await plain.newPage();
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

test('the review step refuses a bad UPI id in the platform words and offers the way back', async ({ page, request }) => {
  await register(page, request, uniqueEmail());
  await fillBag(page, 36);
  await toPaymentStep(page);
  await page.getByLabel('UPI', { exact: true }).check();
  await page.getByLabel('UPI ID').fill('nobody');
  await page.getByTestId('review-order').click();
  await expect(page).toHaveURL(/\/cart\/order-review\/\?.*payment_identifier=nobody/);
  await expect(page.getByTestId('checkout-notice')).toHaveText('Enter a valid UPI ID (for example name@bank)');
  await expect(page.getByTestId('place-order')).toHaveCount(0);
  await page.getByRole('link', { name: 'Change payment' }).click();
  await expect(page).toHaveURL(/\/cart\/payment-info\/\?address_id=/);
});
