// International shipping: a new address can be in another country the shop
// ships to, with that country's form; delivering to it makes it the shopper's current country, so
// the next new address starts there.
import { test, expect } from '@playwright/test';
import { register, uniqueEmail } from '../shoppers';
import { fillBag } from '../checkout/helpers';

test('a United States address with its own form, chosen for delivery, becomes the current country', async ({
  page,
  request,
}) => {
  await register(page, request, uniqueEmail());
  await page.goto('/profile/address/?add=1');
  await expect(page.getByLabel('Country')).toHaveValue('IN');
  await page.getByLabel('Country').selectOption('US');
  await expect(page).toHaveURL(/country=US/);
  const form = page.getByTestId('address-form');
  await expect(form.getByLabel('ZIP Code')).toBeVisible();
  await form.getByLabel('Full Name').fill('Maya Iyer');
  await form.getByLabel('Phone Number').fill('4155550123');
  await form.getByLabel('Street Address').fill('500 Market Street');
  await form.getByLabel('City').fill('San Francisco');
  // The platform holds no list of US states: the field is typed.
  await form.getByLabel('State').fill('California');
  await form.getByLabel('ZIP Code').fill('94105');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Address saved');
  await expect(page.getByRole('main')).toContainText('94105');

  await fillBag(page, 42);
  await page.goto('/cart/delivery/');
  await page.getByRole('button', { name: 'Deliver here' }).click();
  await expect(page).toHaveURL(/\/cart\/payment-info\/\?address_id=/);
  const location = (await page.context().cookies()).find((c) => c.name === 'app_location_details');
  expect(JSON.parse(decodeURIComponent(location?.value ?? '{}'))).toMatchObject({
    country_iso_code: 'US',
    pincode: '94105',
  });

  await page.goto('/profile/address/?add=1');
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await expect(page.getByTestId('address-form').getByLabel('ZIP Code')).toBeVisible();
});

test('with the shop Maps key the form has the map picker; when Google cannot be reached it says so and the form still saves', async ({
  page,
  request,
}) => {
  await register(page, request, uniqueEmail());
  await page.goto('/profile/address/?add=1');
  const picker = page.getByTestId('map-picker');
  await expect(picker).toContainText('Note: Please mark exact location for easy pickup of items from store');
  await expect(picker.getByLabel('Search Google Maps')).toBeAttached();
  // No network here: the Maps script never arrives (at most 5 s); the map's controls go, the form stays.
  await expect(picker.getByRole('alert')).toHaveText('Loading took too long', { timeout: 10_000 });
  await expect(picker.getByLabel('Search Google Maps')).toBeHidden();
  const form = page.getByTestId('address-form');
  await form.getByLabel('Full Name').fill('Asha Verma');
  await form.getByLabel('Mobile Number').fill('9876543210');
  await form.getByLabel('Flat, House no., Building, Company, Apartment').fill('Flat 4B');
  await form.getByLabel('Area, Street, Sector, Village').fill('Hill Road');
  await form.getByLabel('Pincode').fill('400050');
  await expect(form.getByLabel('City')).toHaveValue('Mumbai');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Address saved');
});
