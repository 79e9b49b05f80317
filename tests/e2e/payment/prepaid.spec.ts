// Paying in a real browser through the sandbox aggregator: a card approved (and saved, then shown
// on /profile/my-cards), a card through the one-time-password challenge, a declined card whose
// retry returns to the payment step with the bag restored, and UPI approved while /cart/upi refreshes itself.
import { test, expect, type Page } from '@playwright/test';
import { register, uniqueEmail } from '../shoppers';
import { fillBag, reviewAndPlace, toPaymentStep, total } from '../checkout/helpers';

async function payByCard(page: Page, number: string, save = false) {
  await expect(page).toHaveURL(/\/sandbox\/pay\/ch_/);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String((new Date().getUTCFullYear() + 3) % 100));
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Asha Verma');
  if (save) await page.getByLabel('Save this card for faster checkout').check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

test('a card approved on the sandbox: the order is placed, the card saved and listed masked', async ({
  page,
  request,
}) => {
  await register(page, request, uniqueEmail());
  await fillBag(page, 20);
  await toPaymentStep(page);
  const shown = await total(page, 'order-summary');
  await page.getByLabel('Credit or debit card').check();
  await reviewAndPlace(page);
  // The hosted page charges what the platform priced, not anything the browser said.
  await expect(page.getByTestId('sandbox-amount')).toHaveText(shown.replace(/\.00$/, ''));
  await payByCard(page, '4111 1111 1111 1111', true);
  await expect(page).toHaveURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
  await expect(page.getByTestId('order-placed')).toContainText('Thank you! Your order is placed.');
  await expect(page.getByTestId('order-placed')).toContainText('Card');

  await page.goto('/profile/my-cards/');
  await expect(page.getByTestId('card-number')).toHaveText('XXXX XXXX XXXX 1111');
  await page.getByRole('button', { name: /Remove Visa/ }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Card removed');
  await expect(page.getByTestId('saved-cards')).toHaveCount(0);
});

test('a card asking for the one-time password pays once the right one is given', async ({ page, request }) => {
  await register(page, request, uniqueEmail());
  await fillBag(page, 22);
  await toPaymentStep(page);
  await page.getByLabel('Credit or debit card').check();
  await reviewAndPlace(page);
  await payByCard(page, '4000 0000 0000 3220');
  await expect(page).toHaveURL(/\/challenge$/);
  await page.getByLabel('One-time password').fill('111111');
  await page.getByRole('button', { name: 'Verify and pay' }).click();
  await expect(page.getByRole('alert')).toHaveText('The one-time password was wrong');
  await page.getByLabel('One-time password').fill('123456');
  await page.getByRole('button', { name: 'Verify and pay' }).click();
  await expect(page).toHaveURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
  await expect(page.getByTestId('order-placed')).toBeVisible();
});

test('a declined card leaves no paid order; Try again returns to the payment step with the bag, and a good card orders', async ({
  page,
  request,
}) => {
  await register(page, request, uniqueEmail());
  await fillBag(page, 24);
  await page.goto('/cart/bag/');
  const lines = await page.getByTestId('bag-line').count();
  await toPaymentStep(page);
  const payment = page.url();
  await page.getByLabel('Credit or debit card').check();
  await reviewAndPlace(page);
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/cart\/order-status\/\?success=false&order_id=FY/);
  await expect(page.getByTestId('order-failed')).toContainText('Your payment did not go through');
  // Why, and where the shopper is: back at the payment step, not "Done".
  await expect(page.getByTestId('payment-failure-reason')).toHaveText('Your card was declined.');
  await expect(page.locator('[aria-current=step]')).toHaveText(/Payment/);
  await page.getByRole('link', { name: 'Try again' }).click();
  // The same step and address as before, not the bag three steps back; the bag's lines are there.
  await expect(page).toHaveURL(payment);
  await expect(page.getByTestId('summary-line')).toHaveCount(lines);
  await page.getByLabel('Credit or debit card').check();
  await reviewAndPlace(page);
  await payByCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
  await expect(page.getByTestId('order-placed')).toContainText('Thank you! Your order is placed.');
});

test('UPI: the shopper approves in the app while /cart/upi waits, then lands on the placed order', async ({
  page,
  request,
}) => {
  await register(page, request, uniqueEmail());
  await fillBag(page, 26);
  await toPaymentStep(page);
  await page.getByLabel('UPI', { exact: true }).check();
  await page.getByLabel('UPI ID').fill('asha@okbank');
  await reviewAndPlace(page);
  await expect(page).toHaveURL(/\/cart\/upi\/\?order_id=FY/);
  await expect(page.getByTestId('upi-waiting')).toContainText('Approve the payment in your UPI app');
  // The simulated customer approves after a few seconds; the page refreshes itself until then.
  await expect(page).toHaveURL(/\/cart\/order-status\/\?success=true&order_id=FY/, { timeout: 20_000 });
  await expect(page.getByTestId('order-placed')).toContainText('UPI');
});

test('a payment link: the shopper asks someone else to pay, who pays on the link page without an account', async ({
  page,
  request,
  browser,
}) => {
  await register(page, request, uniqueEmail());
  await fillBag(page, 28);
  await toPaymentStep(page);
  await page.getByLabel('Net banking').check();
  await reviewAndPlace(page);
  // On the bank's page the shopper decides someone else should pay: back to the order, waiting.
  const orderId = ((await page.getByTestId('sandbox-description').innerText()).match(/FY[0-9A-Z]+/) ?? [''])[0];
  await page.goto(`/cart/order-status/?success=true&order_id=${orderId}`);
  await expect(page.getByTestId('order-pending')).toContainText('Waiting for your payment');
  await page.getByLabel('Their email (optional)').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Make a payment link' }).click();
  const url = await page.getByTestId('payment-link-url').innerText();
  expect(url).toMatch(/\/payment\/link\/plink_/);

  const stranger = await browser.newContext();
  const payer = await stranger.newPage();
  await payer.goto(new URL(url).pathname);
  await expect(payer.getByTestId('payment-link')).toContainText(`For order ${orderId}`);
  await payer.getByLabel('Credit or debit card').check();
  await payer.getByRole('button', { name: /^Pay now/ }).click();
  await payByCard(payer, '4111 1111 1111 1111');
  await expect(payer).toHaveURL(/\/payment\/link\/plink_[^?]+\?status=paid/);
  await expect(payer.getByTestId('payment-link')).toContainText('Paid. Thank you!');
  await stranger.close();

  await page.goto(`/cart/order-status/?success=true&order_id=${orderId}`);
  await expect(page.getByTestId('order-placed')).toBeVisible();
});
