// Shopper accounts in the browser: register with a code from the outbox, sign out and in
// by code and by password, edit the profile, guarded pages and redirectUrl, deletion and
// account-locked; and the theme's anonymous-only section hidden from a signed-in shopper.
import { test, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { holdScripts, hydrated } from '../hydrated';
import { latestCode } from '../outbox';
import { PASSWORD, products, register } from '../shoppers';

let counter = 0;
const uniqueEmail = () => `e2e.${Date.now().toString(36)}.${process.pid}.${counter++}@example.com`;
const uniqueMobile = () => `9${String(Date.now() + counter++).slice(-9)}`;

async function signInWithPassword(page: Page, username: string, password = PASSWORD) {
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Mobile number or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function logOut(page: Page) {
  await page.goto('/profile/details/');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('register, sign out, sign in by code and by password; the anonymous-only section goes away when signed in', async ({ page, request }) => {
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
  await expect(prompt.getByRole('link', { name: 'Add it now' })).toHaveAttribute('href', '/profile/phone/?redirectUrl=%2F');
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
  expect(await page.evaluate(() => [localStorage.getItem('m_compare_slugs'), localStorage.getItem('m_deployment_store') !== null])).toEqual([null, true]);
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

test('an email typed while the scripts load is the one the code is sent to, and Enter before then sends nothing into the address bar', async ({ page }) => {
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

test('registering with an email that already has an account reaches the code step; its owner gets a reminder, not a code', async ({ page, browser, request }) => {
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
    await expect(stranger.getByRole('main').getByRole('status')).toContainText(`We sent a 6-digit code to ${email}`, { timeout: 2000 });
  }).toPass({ intervals: [5000], timeout: 60_000 });
  await expect(stranger.getByText('No code? If this email already has an account, we sent it a reminder instead')).toBeVisible();
  await expect
    .poll(async () => ((await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { items: { subject: string }[] }).items[0]?.subject)
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

test('a guarded page sends to sign-in and back; an off-site redirectUrl stays on the shop', async ({ page, request, baseURL }) => {
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

/** The newest link code the dev outbox holds for an address. */
async function latestLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as { items: { body: string }[] };
      link = answer.items[0]?.body.match(/https?:\/\/\S+?code=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('a second email: added, verified by its link, made primary, and the first one removed', async ({ page, request }) => {
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

test('a 401 in the browser (session ended elsewhere) clears the local data and says why', async ({ page, request, context }) => {
  await register(page, request, uniqueEmail(), { greeted: false });
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
  await page.goto('/profile/details/');
  await page.evaluate(() => localStorage.setItem('m_compare_slugs', JSON.stringify({ value: ['a-1'], timestamp: Date.now() })));
  // The session ends behind this page's back (e.g. logged out in another tab of this shop: a
  // logout without Sec-Fetch-Site, Origin or Referer is refused as cross-site).
  const ended = await context.request.get('/api/service/application/user/authentication/v1.0/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(ended.status()).toBe(200);
  await page.getByLabel('First name').fill('Late');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /sign in/i })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('m_compare_slugs'))).toBeNull();
});

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

  test('a new shopper signs in by a mobile code as plain forms, is refused a wrong code and a bad name, and completes the profile', async ({ page, request }) => {
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
    await expect(page.getByText('Name may only contain letters, digits, hyphen, underscore, apostrophe, period and space')).toBeVisible();
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

  test('registers as plain forms: a refused field keeps what was typed, a wrong code is refused, the right one signs in', async ({ page, request }) => {
    const email = uniqueEmail();
    await page.goto('/auth/register/?redirectUrl=%2Fwishlist%2F');
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Verma');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile number (optional)').fill('12345');
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Female').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Invalid Phone Number')).toBeVisible();
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

  test('a registration waiting for its code can start again with another email', async ({ page }) => {
    await page.goto('/auth/register/');
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Verma');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Code')).toBeVisible();
    await page.getByRole('button', { name: 'Use another email' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Code')).toHaveCount(0);
  });

  test('signs in by password as a plain form: a refusal keeps the username, then on to redirectUrl signed in', async ({ page, request, browser }) => {
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
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email, mobile number or password' })).toBeVisible();
    await expect(page.getByLabel('Mobile number or email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    // A missing password is refused at the form, the username kept.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Missing or empty required parameter: password' })).toBeVisible();
    await expect(page.getByLabel('Mobile number or email')).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/profile\/address\/$/);
    await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();
  });

  test('a browser signed in by the plain form is signed in to its scripts once they run: the heart adds to the wishlist', async ({ page, request, browser }) => {
    const email = uniqueEmail();
    await registerWithScripts(browser, request, email);
    await page.goto('/auth/login/?method=password');
    await page.getByLabel('Mobile number or email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();
    // The same browser with JavaScript turned on: its cookies, none of the scripts' local state.
    const later = await browser.newContext({ javaScriptEnabled: true, storageState: { cookies: await page.context().cookies(), origins: [] } });
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

  test('forgot and set password as plain forms, then a verification link confirmed by its button', async ({ page, request, browser }) => {
    const email = uniqueEmail();
    await registerWithScripts(browser, request, email);
    await page.goto('/auth/forgot-password/');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(`If an account uses ${email}, we have sent it a link to set a new password.`);

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
    expect((await page.request.put('/api/service/application/user/profile/v1.0/email?platform=web', { data: { email: second } })).status()).toBe(200);
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
