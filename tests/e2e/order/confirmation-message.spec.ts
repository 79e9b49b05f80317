// A shopper who orders in the browser is sent the order's confirmation: in the dev outbox, an
// email to the account's address naming the order, with its HTML part linking to its tracking.
import { test, expect } from '@playwright/test';
import { register, uniqueEmail } from '../shoppers';
import { awaitMessage } from '../outbox';
import { fillBag, reviewAndPlace, toPaymentStep } from '../checkout/helpers';

test('an order placed in the browser sends its confirmation email with the order id', async ({ page, request }) => {
  const email = uniqueEmail();
  await register(page, request, email);
  await fillBag(page, 14);
  await toPaymentStep(page);
  await page.getByLabel('Cash on delivery').check();
  await reviewAndPlace(page);
  await expect(page).toHaveURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
  const orderId = new URL(page.url()).searchParams.get('order_id')!;

  const mail = await awaitMessage(request, email.toLowerCase(), new RegExp(`^Your order ${orderId} is placed$`));
  expect(mail.channel).toBe('email');
  expect(mail.body).toContain(`Order ID: ${orderId}`);
  expect(mail.html).toContain(orderId);
  const origin = new URL(page.url()).origin;
  expect(mail.body).toContain(`Track your order: ${origin}/order-tracking/${orderId}/`);

  // The link in the email opens the order's tracking page.
  await page.goto(`${origin}/order-tracking/${orderId}/`);
  await expect(page.getByText(orderId).first()).toBeVisible();
});
