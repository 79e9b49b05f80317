// The compare list of a signed-in shopper follows them: added in one browser, it is there in a
// second signed-in one; a list built before signing in merges into the saved one; compare.add and
// compare.remove are emitted.
import { test, expect, type Page } from '@playwright/test';
import { events, products, register, signIn, uniqueEmail } from '../shoppers';

const COMPARE_API = '/api/service/application/catalog/v1.0/compare/';

async function savedSlugs(page: Page): Promise<string[]> {
  const answer = await page.request.get(COMPARE_API);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { slugs: string[] }).slugs;
}

test('added in one browser, the comparison is there in another; a list built signed out merges in', async ({
  browser,
  page,
  request,
}) => {
  const [a, b, c] = await products(request, 3, 10);
  const email = uniqueEmail();
  await register(page, request, email);

  await page.goto(`/product/${a.slug}/`);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await expect(page.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
  await expect.poll(() => savedSlugs(page)).toEqual([a.slug]);
  await page.goto(`/product/${b.slug}/`);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await expect.poll(() => savedSlugs(page)).toEqual([a.slug, b.slug]);
  const compareEvents = (await events(page)).filter((e) => e.name.startsWith('compare.'));
  expect(compareEvents).toEqual([{ name: 'compare.add', payload: { slug: b.slug } }]);

  // A second browser: sign in, and the saved comparison is offered on /compare/.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/auth/login/?redirectUrl=%2Fcompare%2F');
  await signIn(second, email);
  await expect(second).toHaveURL(/\/compare\/$/);
  await second.getByRole('link', { name: 'Continue with your saved comparison (2 products)' }).click();
  await expect(second).toHaveURL(new RegExp(`/compare/\\?id=${a.slug},${b.slug}$`));
  await expect(second.getByTestId('compare-table').getByText(b.name, { exact: true })).toBeVisible();

  // The product pages there know the list too.
  await second.goto(`/product/${a.slug}/`);
  await expect(second.getByRole('link', { name: 'Compare (2)' })).toBeVisible();
  await other.close();

  // Signed out, a third browser builds a list; signing in merges it into the saved one.
  const third = await browser.newContext();
  const anon = await third.newPage();
  await anon.goto(`/product/${c.slug}/`);
  await anon.getByRole('button', { name: 'Add to compare' }).click();
  await expect(anon.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
  await anon.goto(`/auth/login/?redirectUrl=${encodeURIComponent(`/product/${c.slug}/`)}`);
  await signIn(anon, email);
  await expect(anon).toHaveURL(new RegExp(`/product/${c.slug}/$`));
  await expect(anon.getByRole('link', { name: 'Compare (3)' })).toBeVisible();
  await expect.poll(() => savedSlugs(anon)).toEqual([a.slug, b.slug, c.slug]);
  await third.close();

  // Back in the first browser: after a reload its list is the saved one.
  await page.goto(`/product/${c.slug}/`);
  await expect(page.getByRole('link', { name: 'Compare (3)' })).toBeVisible();
});

test('removing the last product on the compare page empties the saved list and emits compare.remove', async ({
  page,
  request,
}) => {
  const [a] = await products(request, 1, 20);
  await register(page, request, uniqueEmail());
  await page.goto(`/product/${a.slug}/`);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await expect.poll(() => savedSlugs(page)).toEqual([a.slug]);
  await page.getByRole('link', { name: 'Compare (1)' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare/\\?id=${a.slug}$`));
  await page.getByRole('link', { name: `Remove ${a.name} from the comparison` }).click();
  await expect(page).toHaveURL(/\/compare\/$/);
  await expect.poll(() => savedSlugs(page)).toEqual([]);
  const compareEvents = (await events(page)).filter((e) => e.name.startsWith('compare.'));
  expect(compareEvents).toEqual([
    { name: 'compare.add', payload: { slug: a.slug } },
    { name: 'compare.remove', payload: { slug: a.slug } },
  ]);
  await expect(page.getByTestId('compare-empty')).toContainText('Nothing to compare yet');
});
