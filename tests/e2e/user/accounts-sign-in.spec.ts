// Shopper accounts in the browser: register with a code from the outbox, sign out and in by code
// and by password, the field checks, a new shopper by mobile code; and the theme's anonymous-only
// section hidden from a signed-in shopper.
import { test, expect } from '@playwright/test';
import { holdScripts, hydrated } from '../hydrated';
import { latestCode } from '../outbox';
import { PASSWORD, register } from '../shoppers';
import { uniqueEmail, uniqueMobile, signInWithPassword, logOut } from './account-helpers';

test('register, sign out, sign in by code and by password; the anonymous-only section goes away when signed in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await page.goto('/');
  const anonymousOnly = page.getByRole('heading', { name: 'New here? Take 10% off your first order' });
  await expect(anonymousOnly).toBeVisible();

  await register(page, request, email, { greeted: false });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
  await expect(anonymousOnly).toHaveCount(0);
  // The shop asks for a mobile (a 'soft' required field) until the shopper says not now.
  const prompt = page.getByRole('complementary', { name: 'Complete your profile' });
  await expect(prompt).toContainText('Add your mobile number');
  await expect(prompt.getByRole('link', { name: 'Add it now' })).toHaveAttribute(
    'href',
    '/profile/phone/?redirectUrl=%2F',
  );
  const events = await page.evaluate(() => (window.storefrontEvents ?? []).map((e) => e.name));
  expect(events).toEqual(expect.arrayContaining(['user.register', 'user.login']));

  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // Log out clears the shop's local data, except what is kept forever.
  await page.evaluate(() => {
    localStorage.setItem('m_compare_slugs', JSON.stringify({ value: ['a-1'], timestamp: Date.now() }));
    localStorage.setItem('m_deployment_store', JSON.stringify({ value: 7, timestamp: Date.now() }));
  });
  await logOut(page);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('m_compare_slugs'),
      localStorage.getItem('m_deployment_store') !== null,
    ]),
  ).toEqual([null, true]);
  await expect(page.getByRole('heading', { name: 'New here? Take 10% off your first order' })).toBeVisible();

  // By a code to the email.
  await page.goto('/auth/login/');
  await page.getByLabel('Mobile number or email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
  await logOut(page);

  // By password; a wrong one is refused at the form.
  await page.goto('/auth/login/');
  await signInWithPassword(page, email, 'Wrong#2026');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email, mobile number or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\//);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
  // A signed-in shopper is sent on from the sign-in page.
  await page.goto('/auth/login/');
  await expect(page).toHaveURL(/\/$/);
});

test('an email typed while the scripts load is the one the code is sent to, and Enter before then sends nothing into the address bar', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const email = uniqueEmail();
  await page.goto('/auth/login/', { waitUntil: 'commit' });
  await page.getByLabel('Mobile number or email').fill(email);
  await expect(page.getByRole('button', { name: 'Send code' })).toBeDisabled();
  await page.getByLabel('Mobile number or email').press('Enter');
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  release();
  const send = await hydrated(page.getByRole('button', { name: 'Send code' }));
  await send.click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
});

test('registering with an email that already has an account reaches the code step; its owner gets a reminder, not a code', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  await register(page, request, email, { greeted: false });
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto('/auth/register/');
  await stranger.getByLabel('First name').fill('Ravi');
  await stranger.getByLabel('Last name').fill('Kumar');
  await stranger.getByLabel('Email').fill(email);
  await stranger.getByLabel('Password').fill(PASSWORD);
  // The owner's own code holds the next one back for the resend wait (as for any address); then
  // the same step as for a new email: nothing says the address is taken.
  await expect(async () => {
    await stranger.getByRole('button', { name: 'Continue' }).click();
    await expect(stranger.getByRole('main').getByRole('status')).toContainText(`We sent a 6-digit code to ${email}`, {
      timeout: 2000,
    });
  }).toPass({ intervals: [5000], timeout: 60_000 });
  await expect(
    stranger.getByText('No code? If this email already has an account, we sent it a reminder instead'),
  ).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
            items: { subject: string }[];
          }
        ).items[0]?.subject,
    )
    .toMatch(/^Someone tried to register at .+ with your address$/);
  await stranger.getByRole('main').getByRole('link', { name: 'sign in', exact: true }).click();
  await expect(stranger).toHaveURL(/\/auth\/login\//);
});

test('the forms check input at the field with the rules of the spec', async ({ page }) => {
  await page.goto('/auth/register/');
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Verma');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText(/Password must be at least 8 characters/)).toBeVisible();
});

test('a new shopper by mobile code completes the profile first', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await page.goto('/auth/login/?redirectUrl=%2Fproducts%2F');
  await page.getByLabel('Mobile number or email').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(await latestCode(request, `+91${mobile}`));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/edit-profile\/\?redirectUrl=%2Fproducts%2F$/);
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/products\/$/);
  await expect(page.getByRole('link', { name: 'Hi, Meera' })).toBeVisible();
});
