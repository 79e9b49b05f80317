// Sign-up as a shopper meets it: an empty form says what each field needs, at the field, in plain
// words (the API's "Missing or empty required parameter" never shows), with or without scripts;
// the code step sends a new code after the platform's wait and goes back to the form with
// "Change email"; a reload keeps what was typed; and a number given at sign-up, not yet verified,
// brings no "Add your mobile number" prompt.
import { test, expect, type Page } from '@playwright/test';
import { hydrated } from '../hydrated';
import { latestCode } from '../outbox';
import { PASSWORD } from '../shoppers';
import { uniqueEmail, uniqueMobile } from './account-helpers';

const BLANK = {
  'First name': 'Enter your first name',
  'Last name': 'Enter your last name',
  Email: 'Enter your email address',
  Password: 'Enter a password',
} as const;

/** Each field's message is the one its aria-describedby names, and the field is marked invalid. */
async function expectFieldMessages(page: Page) {
  for (const [label, message] of Object.entries(BLANK)) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
  }
  await expect(page.getByLabel('Mobile number (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('main')).not.toContainText('Missing or empty required parameter');
  await expect(page.getByLabel('First name')).toBeFocused();
}

async function fillForm(page: Page, email: string, extra: { mobile?: string } = {}) {
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Verma');
  await page.getByLabel('Email').fill(email);
  if (extra.mobile) await page.getByLabel('Mobile number (optional)').fill(extra.mobile);
  await page.getByLabel('Password').fill(PASSWORD);
}

test('an empty form says what each field needs, at the field, and focuses the first', async ({ page }) => {
  await page.goto('/auth/register/');
  await (await hydrated(page.getByRole('button', { name: 'Continue' }))).click();
  await expectFieldMessages(page);
  // Fixing a field and sending again: only what is still wrong is told.
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Verma');
  await page.getByLabel('Email').fill('asha@');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a reload keeps what was typed, but never the password', async ({ page }) => {
  await page.goto('/auth/register/');
  await hydrated(page.getByRole('button', { name: 'Continue' }));
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Verma');
  await page.getByLabel('Email').fill('asha.draft@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Asha');
  await expect(page.getByLabel('Last name')).toHaveValue('Verma');
  await expect(page.getByLabel('Email')).toHaveValue('asha.draft@example.com');
  await expect(page.getByLabel('Password')).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(stored).toContain('Asha');
  expect(stored).not.toContain(PASSWORD);
});

test('the code step: "Change email" keeps the other values; "Resend code" after the wait sends a new code; the draft goes once the account exists', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [first, email] = [uniqueEmail(), uniqueEmail()];
  await page.goto('/auth/register/');
  await hydrated(page.getByRole('button', { name: 'Continue' }));
  await fillForm(page, first);
  await page.getByLabel('Female').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`We sent a 6-digit code to ${first}`);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue('Asha');
  await expect(page.getByLabel('Last name')).toHaveValue('Verma');
  await expect(page.getByLabel('Female')).toBeChecked();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`We sent a 6-digit code to ${email}`);
  const firstCode = await latestCode(request, email);

  // The platform's resend wait is counted down; then a new code goes to the same address.
  await expect(page.getByText(/^You can ask for a new code in \d+ s$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resend code' }).click({ timeout: 45_000 });
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`We sent a new code to ${email}.`);
  let code = firstCode;
  await expect.poll(async () => (code = await latestCode(request, email))).not.toBe(firstCode);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('draft')))).toEqual([]);
});

test('a number given at sign-up but not yet verified brings no "Add your mobile number" prompt', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await page.goto('/auth/register/');
  await hydrated(page.getByRole('button', { name: 'Continue' }));
  await fillForm(page, email, { mobile: uniqueMobile() });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('complementary', { name: 'Complete your profile' })).toHaveCount(0);
  // A second view (the kept copy for this shopper's class) shows none either.
  await page.goto('/products/');
  await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Complete your profile' })).toHaveCount(0);
  await expect(page.getByText('Add your mobile number')).toHaveCount(0);
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('an empty form comes back with each field’s message and the first field focused; the code step resends in the platform’s words and changes email with the values kept', async ({
    page,
  }) => {
    await page.goto('/auth/register/');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectFieldMessages(page);
    const email = `a.long.address.on.a.small.screen.${uniqueEmail()}`;
    await fillForm(page, email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(`We sent a 6-digit code to ${email}`);
    // The long address wraps inside the card: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Asked again at once: the platform's resend wait answers, over the step.
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByRole('alert')).toContainText(/^Please wait \d+ seconds? before requesting another OTP$/);
    await expect(page.getByLabel('Code')).toBeVisible();
    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('First name')).toHaveValue('Asha');
    await expect(page.getByLabel('Password')).toHaveValue('');
  });
});
