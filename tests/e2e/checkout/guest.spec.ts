// Guest checkout in a real browser: no sign-in, an address added in place, a card paid on the
// sandbox, the confirmation mailed to the guest's email (over SMTP), an account offered with that email, and the
// order found on /order-tracking by it, where the guest cancels it and is told so.
import { test, expect } from '@playwright/test';
import { uniqueEmail } from '../shoppers';
import { awaitMail } from '../mail';
import { addAddress, fillBag } from './helpers';

test('a guest orders with a card, is told at its email, is offered an account, tracks the order by email and cancels it', async ({
  page,
}) => {
  const email = uniqueEmail();
  await fillBag(page, 40);
  await page.goto('/cart/checkout/');
  await addAddress(page, true);
  await expect(page.getByTestId('delivery-address')).toHaveCount(1);
  await page.getByLabel('Credit or debit card').check();
  await page.getByLabel('Email').fill(email);
  await expect(page.getByLabel('Mobile number')).toHaveValue('9876543210');
  await page.getByTestId('place-order').click();

  await expect(page).toHaveURL(/\/sandbox\/pay\/ch_/);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String((new Date().getUTCFullYear() + 3) % 100));
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Asha Verma');
  // A guest keeps no card.
  await expect(page.getByLabel('Save this card for faster checkout')).toHaveCount(0);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
  await expect(page.getByTestId('order-placed')).toContainText('Thank you! Your order is placed.');
  const orderId = new URL(page.url()).searchParams.get('order_id')!;

  // Delivered over SMTP, as HTML and plain text, with a way to the order.
  const mail = await awaitMail(email.toLowerCase(), new RegExp(`^Your order ${orderId} is placed$`));
  expect(mail.text).toContain(`Order ID: ${orderId}`);
  expect(mail.html).toContain(orderId);
  expect(mail.html).toContain(`/order-tracking/${orderId}/`);
  // A guest has no account pages: the mail links to tracking, not to the shopper's orders.
  expect(mail.html).not.toContain('/profile/orders');
  expect(mail.text).not.toContain('/profile/orders');
  // A guest has no account pages: its shipment links go to tracking only.
  await expect(page.getByTestId('view-order-link')).toHaveCount(0);
  await expect(page.getByTestId('track-link').first()).toBeVisible();
  const offer = page.getByTestId('guest-account');
  await expect(offer.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    `/auth/register/?${new URLSearchParams({ email: email.toLowerCase() })}`,
  );

  await page.goto('/order-tracking/');
  await page.getByLabel('Order number').fill(orderId);
  await page.getByLabel('Phone number or email').fill(email);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-tracking/${orderId}/$`));

  // Its own order (its cart cookie): it may cancel here, without an account.
  await page.getByTestId('cancel-link').first().click();
  await expect(page).toHaveURL(new RegExp(`/order-tracking/${orderId}/[^/]+/cancel/$`));
  await page.getByLabel('Reason', { exact: true }).selectOption({ label: 'Ordered by mistake' });
  await page.getByTestId('update-submit').click();
  await expect(page.getByTestId('notice')).toHaveText('Your cancellation is done.');
  await expect(page.getByTestId('shipment-status')).toHaveText('Cancelled');
  const cancelled = await awaitMail(email.toLowerCase(), new RegExp(`^Your order ${orderId} is cancelled$`));
  expect(cancelled.text).toContain(orderId);
});
