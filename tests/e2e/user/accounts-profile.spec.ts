// Shopper accounts in the browser: guarded pages and redirectUrl, deletion and account-locked, a
// second email, and a session ended elsewhere.
import { test, expect } from '@playwright/test';
import { register } from '../shoppers';
import { uniqueEmail, signInWithPassword, logOut, latestLink } from './account-helpers';

test('a guarded page sends to sign-in and back; an off-site redirectUrl stays on the shop', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail();
  await register(page, request, email, { greeted: false });
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
  await logOut(page);

  // On the way to checkout the sign-in page says so; elsewhere it greets.
  await page.goto('/auth/login/?redirectUrl=%2Fcart%2Fdelivery%2F');
  await expect(page.getByText('Sign in or create an account to check out. Your bag stays as it is.')).toBeVisible();
  await page.goto('/profile/details/');
  await expect(page).toHaveURL(/\/auth\/login\/\?redirectUrl=%2Fprofile%2Fdetails%2F$/);
  await expect(page.getByText('Welcome back. Sign in to see your orders, addresses and wishlist.')).toBeVisible();
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/profile\/details\/$/);

  // Edit the profile: saved, and shown after a reload.
  await page.getByLabel('First name').fill('Ashwini');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ashwini');
  await expect(page.getByRole('link', { name: 'Hi, Ashwini' })).toBeVisible();
  await logOut(page);

  await page.goto('/auth/login/?redirectUrl=https%3A%2F%2Fevil.example%2Fsteal');
  await signInWithPassword(page, email);
  await expect(page.getByRole('link', { name: 'Hi, Ashwini' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a deleted account meets account-locked when it signs in again', async ({ page, request }) => {
  const email = uniqueEmail();
  await register(page, request, email, { greeted: false });
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
  await page.goto('/profile/details/');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/auth/login/');
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/auth\/account-locked\/$/);
  await expect(page.getByRole('heading', { name: 'Your account is locked' })).toBeVisible();
});

test('a second email: added, verified by its link, made primary, and the first one removed', async ({
  page,
  request,
}) => {
  const first = uniqueEmail();
  const second = uniqueEmail();
  await register(page, request, first, { greeted: false });
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
  await page.goto('/profile/email/');
  await page.getByLabel('Add an email').fill(second);
  await page.getByRole('button', { name: 'Add and send a verification link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`We sent a verification link to ${second}.`);
  const emails = page.getByRole('list', { name: 'Your emails' });
  await expect(emails.getByRole('listitem').filter({ hasText: second })).toContainText('Not verified');

  const link = new URL(await latestLink(request, second));
  await page.goto(`${link.pathname}${link.search}`);
  // Opening the link alone verifies nothing (mail scanners open links too): the shopper confirms.
  await page.goto('/profile/email/');
  await expect(emails.getByRole('listitem').filter({ hasText: second })).toContainText('Not verified');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Verify my email address' }).click();
  await expect(page.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible();

  await page.goto('/profile/email/');
  await emails.getByRole('listitem').filter({ hasText: second }).getByRole('button', { name: 'Make primary' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${second} is now your primary email.`);
  await expect(emails.getByRole('listitem').filter({ hasText: second })).toContainText('Primary');
  await page.getByRole('button', { name: `Remove ${first}` }).click();
  await expect(emails.getByRole('listitem')).toHaveCount(1);
});

test('a 401 in the browser (session ended elsewhere) clears the local data and says why', async ({
  page,
  request,
  context,
}) => {
  await register(page, request, uniqueEmail(), { greeted: false });
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
  await page.goto('/profile/details/');
  await page.evaluate(() =>
    localStorage.setItem('m_compare_slugs', JSON.stringify({ value: ['a-1'], timestamp: Date.now() })),
  );
  // The session ends behind this page's back (e.g. logged out in another tab of this shop: a
  // logout without Sec-Fetch-Site, Origin or Referer is refused as cross-site).
  const ended = await context.request.get('/api/service/application/user/authentication/v1.0/logout', {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(ended.status()).toBe(200);
  await page.getByLabel('First name').fill('Late');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /sign in/i })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('m_compare_slugs'))).toBeNull();
});
