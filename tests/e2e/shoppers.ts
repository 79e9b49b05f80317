// Shoppers for the browser tests: register through the pages (the code from the dev outbox),
// sign in by password, read the catalogue and the events a page emitted.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode } from './outbox';

export const PASSWORD = 'Kurta#2026';
let counter = 0;
export const uniqueEmail = () => `wish.${Date.now().toString(36)}.${process.pid}.${counter++}@example.com`;

export type Item = { uid: number; slug: string; name: string };

export async function products(request: APIRequestContext, count: number, offset = 0): Promise<Item[]> {
  const answer = await request.get(
    `/api/service/application/catalog/v1.0/products/?page_size=${count + offset}&filters=false`,
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Item[] }).items.slice(offset);
}

/**
 * Registers through /auth/register/ (then back to `redirectUrl`). By default it waits until the
 * header greets the new shopper; `greeted: false` returns once the account form is sent.
 */
export async function register(
  page: Page,
  request: APIRequestContext,
  email: string,
  options: { redirectUrl?: string; greeted?: boolean } = {},
): Promise<void> {
  await page.goto(
    options.redirectUrl ? `/auth/register/?redirectUrl=${encodeURIComponent(options.redirectUrl)}` : '/auth/register/',
  );
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Verma');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`We sent a 6-digit code to ${email}`);
  await page.getByLabel('Code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Create account' }).click();
  if (options.greeted !== false) await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
}

/** On the sign-in page already (or sent there): signs in with the password. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Mobile number or email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The events the page emitted (lib/analytics/shop-events.ts), with their payloads. */
export function events(page: Page): Promise<{ name: string; payload?: Record<string, unknown> }[]> {
  return page.evaluate(() => (window.storefrontEvents ?? []).map((e) => ({ name: e.name, payload: e.payload })));
}
