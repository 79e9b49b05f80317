// After buying: the order-status page shows each shipment's delivery date and links to the order,
// its tracking and its invoice; anyone tracks the order with the email it was placed with (the
// account's), and a refusal keeps what was typed. The same without JavaScript. Screenshots of the
// pages (and the tax invoice) on a phone and a desktop go to /tmp/track-shots/.
import fs from 'node:fs';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { register, uniqueEmail } from '../shoppers';
import { fillBag, reviewAndPlace, toPaymentStep } from '../checkout/helpers';

const SHOTS = '/tmp/track-shots';
const PROMISE = /^Delivery (by|between) \w{3}, \d{1,2} \w{3}/;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

// Two orders placed through the pages and eight pages shot: longer than one page's test.
test.describe.configure({ timeout: 240_000 });

/** A signed-up shopper's COD order placed through the pages: the order-status page's path and the order id. */
async function placedThroughPages(page: Page, email: string, offset: number) {
  // The greeting waits for the account (a password hashed on a busy machine takes a while).
  await register(page, page.request, email, { greeted: false });
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible({ timeout: 30_000 });
  await fillBag(page, offset);
  await toPaymentStep(page);
  await page.getByLabel('Cash on delivery').check();
  await reviewAndPlace(page);
  await expect(page).toHaveURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
  return { statusPath: new URL(page.url()).pathname + new URL(page.url()).search };
}

const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** India's tax invoice: the seller's GSTIN, each line's HSN and taxes, and a tax summary whose rows add up. */
async function expectTaxInvoice(page: Page) {
  await expect(page.getByText('TAX INVOICE')).toBeVisible();
  await expect(page.getByTestId('invoice-gstin')).toHaveText(/^\d{2}AAFCL4821M1Z[0-9A-Z]$/);
  await expect(page.getByTestId('invoice-place-of-supply')).toHaveText('Maharashtra (27)');
  const lines = page.getByTestId('invoice-line');
  const count = await lines.count();
  for (let i = 0; i < count; i++)
    await expect(lines.nth(i).getByTestId('invoice-line-tax')).toHaveText(
      /^HSN\/SAC \d{4} · GST rate \d+% · Taxable value ₹[\d,.]+ · (CGST ₹[\d,.]+ · SGST|IGST) ₹[\d,.]+$/,
    );
  const rows = page.getByTestId('gst-summary').locator('tbody tr');
  const cells = await rows.evaluateAll((trs) =>
    trs.map((tr) =>
      Object.fromEntries(
        [...tr.querySelectorAll('[data-gst]')].map((td) => [td.getAttribute('data-gst'), td.textContent ?? '']),
      ),
    ),
  );
  expect(cells.length).toBeGreaterThan(count);
  const sums = { taxable: 0, cgst: 0, sgst: 0, igst: 0, value: 0 };
  for (const [i, row] of cells.entries()) {
    const p = Object.fromEntries(
      Object.entries(row as Record<string, string>).map(([k, v]) => [k, paiseOf(v)]),
    ) as Record<string, number>;
    // Each row: taxable value + its taxes = its value; the last row is the sum of the others.
    expect(p.taxable + (p.cgst ?? 0) + (p.sgst ?? 0) + (p.igst ?? 0)).toBe(p.value);
    if (i === cells.length - 1) for (const k of Object.keys(p)) expect(p[k]).toBe(sums[k as keyof typeof sums]);
    else for (const k of Object.keys(p)) sums[k as keyof typeof sums] += p[k];
  }
  // With no rounding line, the summary's total is the invoice's total.
  const total = await page.getByTestId('invoice-totals').locator('dd').last().innerText();
  if (!(await page.getByText('Rounding (not taxed)').count())) expect(sums.value).toBe(paiseOf(total));
}

async function shoot(browser: Browser, path: string, name: string, storageState?: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const context = await browser.newContext({ viewport, storageState: storageState && JSON.parse(storageState) });
    const page = await context.newPage();
    await page.goto(path);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
    if (label === 'phone')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  }
}

test('the order-status page promises a delivery date and links to the order, its tracking and its invoice; tracking takes the email it was ordered with and keeps what was typed after a refusal', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  const { statusPath } = await placedThroughPages(page, email, 44);
  const orderId = await page.getByTestId('order-id').innerText();
  const shipment = page.getByTestId('placed-shipment').first();
  await expect(shipment.getByTestId('delivery-promise')).toHaveText(PROMISE);
  const shipmentId = (await shipment.getByRole('heading').innerText()).replace('Shipment ', '');
  expect(shipmentId).toMatch(new RegExp(`^${orderId}-\\d+$`));
  await expect(shipment.getByTestId('track-link')).toHaveAttribute('href', `/order-tracking/${orderId}/${shipmentId}/`);
  const invoice = shipment.getByTestId('invoice-link');
  await expect(invoice).toHaveAttribute('href', `/profile/orders/shipment/${shipmentId}/invoice`);
  const storage = JSON.stringify(await page.context().storageState());
  await shoot(browser, statusPath, 'order-status', storage);
  await invoice.click();
  await expect(page.getByTestId('invoice')).toBeVisible();
  await expectTaxInvoice(page);
  // The tax summary's seven columns scroll within the sheet: the phone's page does not widen.
  await shoot(browser, `/profile/orders/shipment/${shipmentId}/invoice`, 'invoice', storage);
  await page.goBack();

  // The order's page, signed in, with the same promise.
  await page.getByTestId('placed-shipment').first().getByTestId('view-order-link').click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/shipment/${shipmentId}/$`));
  await expect(page.getByTestId('delivery-promise')).toHaveText(PROMISE);

  // Someone else's browser: a wrong email is refused and both fields keep what was typed.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/order-tracking/');
  await visitor.getByLabel('Order number').fill(orderId);
  await visitor.getByLabel('Phone number or email').fill('someone.else@example.com');
  await visitor.getByRole('button', { name: 'Track' }).click();
  await expect(visitor.getByTestId('notice')).toHaveText('No order with that id for that phone number or email');
  await expect(visitor.getByLabel('Order number')).toHaveValue(orderId);
  await expect(visitor.getByLabel('Phone number or email')).toHaveValue('someone.else@example.com');
  await visitor.screenshot({ path: `${SHOTS}/tracking-refused-desktop.png`, fullPage: true });
  // The account's email, typed in capitals with spaces around it, finds the order.
  await visitor.getByLabel('Phone number or email').fill(` ${email.toUpperCase()} `);
  await visitor.getByRole('button', { name: 'Track' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/order-tracking/${orderId}/$`));
  await expect(visitor.getByTestId('delivery-promise').first()).toHaveText(PROMISE);
  await expect(visitor.getByText('Flat 4B')).toHaveCount(0);
  await shoot(browser, `/order-tracking/${orderId}/`, 'tracked-order', JSON.stringify(await context.storageState()));
  await context.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the order-status page shows its promise and links, and the tracking form keeps what was typed after a refusal and finds the order by the email', async ({
    page,
    browser,
  }) => {
    const setup = await browser.newContext({ javaScriptEnabled: true });
    const buyer = await setup.newPage();
    const email = uniqueEmail();
    const { statusPath } = await placedThroughPages(buyer, email, 46);
    const orderId = await buyer.getByTestId('order-id').innerText();
    const storage = await setup.storageState();
    await setup.close();

    // The buyer's own session, in a browser without JavaScript.
    const own = await browser.newContext({ javaScriptEnabled: false, storageState: storage, viewport: PHONE });
    const status = await own.newPage();
    await status.goto(statusPath);
    const shipment = status.getByTestId('placed-shipment').first();
    await expect(shipment.getByTestId('delivery-promise')).toHaveText(PROMISE);
    await expect(shipment.getByTestId('invoice-link')).toBeVisible();
    await shipment.getByTestId('track-link').click();
    await expect(status).toHaveURL(new RegExp(`/order-tracking/${orderId}/${orderId}-\\d+/$`));
    await expect(status.getByTestId('delivery-promise')).toHaveText(PROMISE);
    await own.close();

    await page.goto('/order-tracking/');
    await page.getByLabel('Order number').fill(orderId.toLowerCase());
    await page.getByLabel('Phone number or email').fill('9000000002');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByTestId('notice')).toHaveText('No order with that id for that phone number or email');
    await expect(page.getByLabel('Order number')).toHaveValue(orderId.toLowerCase());
    await expect(page.getByLabel('Phone number or email')).toHaveValue('9000000002');
    await page.screenshot({ path: `${SHOTS}/tracking-refused-phone.png`, fullPage: true });
    await page.getByLabel('Phone number or email').fill(email);
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page).toHaveURL(new RegExp(`/order-tracking/${orderId}/$`));
    await expect(page.getByTestId('delivery-promise').first()).toHaveText(PROMISE);
  });
});
