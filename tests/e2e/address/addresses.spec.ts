// /profile/address in a real browser: the form's own checks with their messages and the
// first problem scrolled to, the pincode lookup filling city and state (and clearing them when
// it fails), edit, make default and remove; then the same form without JavaScript.
import { test, expect, type Page } from '@playwright/test';
import { holdScripts, hydrated } from '../hydrated';
import { register, uniqueEmail } from '../shoppers';

const PATH = '/profile/address/';
const form = (page: Page) => page.getByTestId('address-form');
const cards = (page: Page) => page.getByTestId('address-card');

async function fillHome(page: Page, pincodeWait = true) {
  const f = form(page);
  await f.getByLabel('Full Name').fill('Asha Verma');
  await f.getByLabel('Mobile Number').fill('9876543210');
  await f.getByLabel('Flat, House no., Building, Company, Apartment').fill('Flat 4B, Sea View Apartments');
  await f.getByLabel('Area, Street, Sector, Village').fill('Hill Road, Bandra West');
  await f.getByLabel('Pincode').fill('400050');
  if (pincodeWait) {
    await expect(f.getByLabel('City')).toHaveValue('Mumbai');
    await expect(f.getByLabel('State')).toHaveValue('Maharashtra');
  }
}

test('add, check, look up, edit, make default and remove addresses', async ({ page, request }) => {
  await register(page, request, uniqueEmail());
  await page.goto(PATH);
  await expect(page.getByText('No saved addresses yet.')).toBeVisible();

  // Saving an empty form: every field's message, and the first one scrolled to and focused.
  await form(page).getByRole('button', { name: 'Save address' }).click();
  await expect(form(page).getByText('Full Name is required.')).toBeVisible();
  await expect(form(page).getByText('Pincode is required.')).toBeVisible();
  await expect(form(page).getByLabel('Full Name')).toBeFocused();

  // A pincode the shop does not know: city and state are cleared and the reason shown.
  await form(page).getByLabel('City').fill('Somewhere');
  await form(page).getByLabel('Pincode').fill('999999');
  await expect(form(page).getByText('Pincode 999999 not found')).toBeVisible();
  await expect(form(page).getByLabel('City')).toHaveValue('');
  // Saving then says why city and state are empty, at the pincode too.
  await form(page).getByRole('button', { name: 'Save address' }).click();
  await expect(form(page).getByText('City is required.')).toBeVisible();
  await expect(form(page).getByText('Pincode 999999 not found')).toBeVisible();

  await fillHome(page);
  await form(page).getByLabel('Mobile Number').fill('12345');
  await form(page).getByRole('button', { name: 'Save address' }).click();
  await expect(form(page).getByText('Invalid Phone Number')).toBeVisible();
  await expect(form(page).getByLabel('Mobile Number')).toBeFocused();
  await form(page).getByLabel('Mobile Number').fill('9876543210');

  // Other needs a name.
  await form(page).getByLabel('Other').check();
  await form(page).getByRole('button', { name: 'Save address' }).click();
  await expect(form(page).getByText('Enter Address Name')).toBeVisible();
  await form(page).getByLabel('Address name').fill('Studio');
  await form(page).getByRole('button', { name: 'Save address' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Address saved' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Studio');
  await expect(cards(page).first()).toContainText('Default');
  await expect(cards(page).first()).toContainText(
    'Flat 4B, Sea View Apartments, Hill Road, Bandra West, Mumbai, Maharashtra, 400050, India',
  );

  // A second address, then it becomes the default.
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await fillHome(page);
  await form(page).getByLabel('Flat, House no., Building, Company, Apartment').fill('Floor 9, One BKC');
  await form(page).getByLabel('Office').check();
  await form(page).getByRole('button', { name: 'Save address' }).click();
  await expect(cards(page)).toHaveCount(2);
  const office = cards(page).filter({ hasText: 'One BKC' });
  await office.getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Default address changed' })).toBeVisible();
  await expect(cards(page).first()).toContainText('One BKC');
  await expect(cards(page).first()).toContainText('Default');

  // Edit: the form opens with the address, and the change is kept.
  await cards(page).filter({ hasText: 'Studio' }).getByRole('link', { name: /Edit/ }).click();
  await expect(form(page).getByLabel('Address name')).toHaveValue('Studio');
  await form(page).getByLabel('Landmark').fill('Near Elco Market');
  await form(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(cards(page).filter({ hasText: 'Near Elco Market' })).toHaveCount(1);

  await cards(page)
    .filter({ hasText: 'Studio' })
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Address removed' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
});

test('an address typed while the scripts load is kept through hydration, its pincode looked up, and saved', async ({
  page,
  request,
}) => {
  await register(page, request, uniqueEmail());
  const release = await holdScripts(page);
  await page.goto(PATH, { waitUntil: 'commit' });
  await fillHome(page, false);
  await form(page).getByLabel('Office').check();
  release();
  await hydrated(form(page).getByRole('button', { name: 'Save address' }));
  // A keystroke after hydration re-renders the form: what was typed before stays.
  await form(page).getByLabel('Landmark').fill('Near Mount Mary');
  await expect(form(page).getByLabel('Full Name')).toHaveValue('Asha Verma');
  await expect(form(page).getByLabel('Office')).toBeChecked();
  await expect(form(page).getByLabel('City')).toHaveValue('Mumbai');
  await form(page).getByRole('button', { name: 'Save address' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(
    'Flat 4B, Sea View Apartments, Hill Road, Bandra West, Near Mount Mary, Mumbai, Maharashtra, 400050, India',
  );
  await expect(cards(page).first()).toContainText(/office/i);
});

test('another shopper’s address id opens nothing', async ({ page, request, browser }) => {
  await register(page, request, uniqueEmail());
  await page.goto(PATH);
  await fillHome(page);
  await form(page).getByRole('button', { name: 'Save address' }).click();
  await expect(cards(page)).toHaveCount(1);
  const href = await cards(page).first().getByRole('link', { name: /Edit/ }).getAttribute('href');

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await register(stranger, request, uniqueEmail());
  await stranger.goto(href!);
  await expect(stranger.getByText('Address not found')).toBeVisible();
  await expect(stranger.getByTestId('address-form').getByLabel('Full Name')).toHaveValue('');
  await other.close();
});

test.describe('without JavaScript', () => {
  test('the form posts, the platform’s refusal comes back with what was typed, then it saves', async ({
    browser,
    request,
  }) => {
    const signUp = await browser.newContext();
    await register(await signUp.newPage(), request, uniqueEmail());
    const state = await signUp.storageState();
    await signUp.close();

    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: state });
    const page = await plain.newPage();
    await page.goto(PATH);
    await fillHome(page, false);
    await form(page).getByLabel('City').fill('Mumbai');
    await form(page).getByLabel('State').selectOption('Maharashtra');
    await form(page).getByLabel('Mobile Number').fill('12345');
    await form(page).getByRole('button', { name: 'Save address' }).click();
    await expect(form(page).getByText('Invalid Phone Number')).toBeVisible();
    await expect(form(page).getByLabel('Full Name')).toHaveValue('Asha Verma');
    await form(page).getByLabel('Mobile Number').fill('9876543210');
    await form(page).getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(/\/profile\/address\/\?notice=saved$/);
    await expect(cards(page)).toHaveCount(1);
    await cards(page)
      .first()
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(cards(page)).toHaveCount(0);
    await plain.close();
  });
});
