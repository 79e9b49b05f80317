// Shared by the account browser tests: unique addresses, signing in by password, logging out and
// the newest link code in the dev outbox.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD } from '../shoppers';

let counter = 0;
export const uniqueEmail = () => `e2e.${Date.now().toString(36)}.${process.pid}.${counter++}@example.com`;
export const uniqueMobile = () => `9${String(Date.now() + counter++).slice(-9)}`;

export async function signInWithPassword(page: Page, username: string, password = PASSWORD) {
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Mobile number or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function logOut(page: Page) {
  await page.goto('/profile/details/');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/** The newest link code the dev outbox holds for an address. */
export async function latestLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
        items: { body: string }[];
      };
      link = answer.items[0]?.body.match(/https?:\/\/\S+?code=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}
