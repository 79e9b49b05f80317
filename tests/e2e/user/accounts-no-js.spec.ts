// Shopper accounts without JavaScript: every step works as plain forms.
import { test, expect, type APIRequestContext, type Browser } from '@playwright/test';
import { hydrated } from '../hydrated';
import { latestCode } from '../outbox';
import { PASSWORD, products, register } from '../shoppers';
import { uniqueEmail, uniqueMobile, latestLink } from './account-helpers';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** An account made in a browser of its own with JavaScript (the page under test has none). */
  async function registerWithScripts(browser: Browser, request: APIRequestContext, email: string) {
    const withScripts = await browser.newContext({ javaScriptEnabled: true });
    try {
      await register(await withScripts.newPage(), request, email);
    } finally {
      await withScripts.close();
    }
  }

  test('a new shopper signs in by a mobile code as plain forms, is refused a wrong code and a bad name, and completes the profile', async ({
    page,
    request,
  }) => {
    const [first, mobile] = [uniqueMobile(), uniqueMobile()];
    await page.goto('/auth/login/?redirectUrl=%2Fproducts%2F');
    await page.getByLabel('Mobile number or email').fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Phone Number' })).toBeVisible();
    await expect(page.getByLabel('Mobile number or email')).toHaveValue('12345');
    await page.getByLabel('Mobile number or email').fill(first);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`We sent a 6-digit code to +91 ${first}.`);
    // Another number instead.
    await page.getByRole('button', { name: 'Use another number or email' }).click();
    await expect(page.getByLabel('Code')).toHaveCount(0);
    await page.getByLabel('Mobile number or email').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await latestCode(request, `+91${mobile}`);
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByText('The OTP is incorrect or has expired')).toBeVisible();
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/edit-profile\/\?redirectUrl=%2Fproducts%2F$/);
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('R<o');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(
      page.getByText('Name may only contain letters, digits, hyphen, underscore, apostrophe, period and space'),
    ).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Meera');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/products\/$/);
    await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();
    await page.goto('/profile/details/');
    await expect(page.getByLabel('Last name')).toHaveValue('Rao');
    await page.getByLabel('Last name').fill('Rao-Iyer');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your profile is saved.');
    await expect(page.getByLabel('Last name')).toHaveValue('Rao-Iyer');
  });

  test('registers as plain forms: a refused field keeps what was typed, a wrong code is refused, the right one signs in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail();
    await page.goto('/auth/register/?redirectUrl=%2Fwishlist%2F');
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Verma');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile number (optional)').fill('12345');
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Female').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9')).toBeVisible();
    await expect(page.getByText(/^Password must be at least 8 characters/)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Asha');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Female')).toBeChecked();
    await expect(page.getByLabel('Password')).toHaveValue('');
    await page.getByLabel('Mobile number (optional)').fill('');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(`We sent a 6-digit code to ${email}`);
    const code = await latestCode(request, email);
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The OTP is incorrect or has expired')).toBeVisible();
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/wishlist\/$/);
    await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();
  });

  test('a registration waiting for its code goes back to its form with "Change email", what was typed kept but the password', async ({
    page,
  }) => {
    const email = uniqueEmail();
    await page.goto('/auth/register/');
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Verma');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Female').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Code')).toBeVisible();
    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByLabel('Code')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('First name')).toHaveValue('Asha');
    await expect(page.getByLabel('Last name')).toHaveValue('Verma');
    await expect(page.getByLabel('Female')).toBeChecked();
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('signs in by password as a plain form: a refusal keeps the username, then on to redirectUrl signed in', async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail();
    await registerWithScripts(browser, request, email);
    await page.goto('/auth/login/?redirectUrl=%2Fprofile%2Faddress%2F');
    await page.getByRole('tab', { name: 'Password' }).click();
    await expect(page).toHaveURL(/\/auth\/login\/\?method=password&redirectUrl=%2Fprofile%2Faddress%2F$/);
    // An overlong username is named for what it is, not read as empty.
    await page.getByLabel('Mobile number or email').fill(`${'a'.repeat(400)}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
    await page.getByLabel('Mobile number or email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Incorrect email, mobile number or password' }),
    ).toBeVisible();
    await expect(page.getByLabel('Mobile number or email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    // A missing password is refused at the form, the username kept.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Missing or empty required parameter: password' }),
    ).toBeVisible();
    await expect(page.getByLabel('Mobile number or email')).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/profile\/address\/$/);
    await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();
  });

  test('a browser signed in by the plain form is signed in to its scripts once they run: the heart adds to the wishlist', async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail();
    await registerWithScripts(browser, request, email);
    await page.goto('/auth/login/?method=password');
    await page.getByLabel('Mobile number or email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();
    // The same browser with JavaScript turned on: its cookies, none of the scripts' local state.
    const later = await browser.newContext({
      javaScriptEnabled: true,
      storageState: { cookies: await page.context().cookies(), origins: [] },
    });
    try {
      const [item] = await products(request, 1);
      const shopper = await later.newPage();
      await shopper.goto(`/product/${item.slug}/`);
      await expect(shopper.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
      const heart = shopper.getByTestId('wishlist-toggle').filter({ hasText: /Add to wishlist|In your wishlist/ });
      await (await hydrated(heart)).click();
      await expect(heart).toContainText('In your wishlist');
      await expect(shopper).toHaveURL(new RegExp(`/product/${item.slug}/$`));
    } finally {
      await later.close();
    }
  });

  test('forgot and set password as plain forms, then a verification link confirmed by its button', async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail();
    await registerWithScripts(browser, request, email);
    await page.goto('/auth/forgot-password/');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `If an account uses ${email}, we have sent it a link to set a new password.`,
    );

    const reset = new URL(await latestLink(request, email));
    await page.goto(`${reset.pathname}${reset.search}`);
    await page.getByLabel('New password', { exact: true }).fill('Linen#2027');
    await page.getByLabel('Repeat the new password').fill('Linen#2028');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Linen#2027');
    await page.getByLabel('Repeat the new password').fill('Linen#2027');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();

    // A second email (through the API with this browser's session), verified from its link's page.
    const second = uniqueEmail();
    expect(
      (
        await page.request.put('/api/service/application/user/profile/v1.0/email?platform=web', {
          data: { email: second },
        })
      ).status(),
    ).toBe(200);
    const verify = new URL(await latestLink(request, second));
    await page.goto(`${verify.pathname}${verify.search}`);
    await page.getByRole('button', { name: 'Verify my email address' }).click();
    await expect(page.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible();
    // The link is spent: pressed again (in another browser), it says so.
    const other = await browser.newContext({ javaScriptEnabled: false });
    try {
      const again = await other.newPage();
      await again.goto(`${verify.pathname}${verify.search}`);
      await again.getByRole('button', { name: 'Verify my email address' }).click();
      await expect(again.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
