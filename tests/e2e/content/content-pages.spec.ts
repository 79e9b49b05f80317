// The policy pages, /about-us and /help/card-tokenisation: served from the platform's legal and
// content data, in the shop's layout, on the server (they work without JavaScript), listed in the
// sitemap; and the footer links only to pages the shop has.
import { test, expect, type APIRequestContext } from '@playwright/test';

type Legal = { policy: string; shipping: string; returns: string; tnc: string };

const POLICIES = [
  { path: '/privacy-policy/', key: 'policy', title: 'Privacy policy' },
  { path: '/shipping-policy/', key: 'shipping', title: 'Shipping policy' },
  { path: '/return-policy/', key: 'returns', title: 'Return policy' },
  { path: '/terms-and-conditions/', key: 'tnc', title: 'Terms and conditions' },
] as const;

async function legal(request: APIRequestContext): Promise<Legal> {
  const answer = await request.get('/api/service/application/content/v1.0/legal');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Legal;
}

/** The plain text of the first paragraph of some HTML. */
function firstParagraph(html: string): string {
  const match = /<p>([\s\S]*?)<\/p>/.exec(html);
  expect(match).not.toBeNull();
  return match![1]
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const policy of POLICIES) {
    test(`${policy.path} shows the ${policy.key} text of the legal document in the shop's layout`, async ({
      page,
      request,
    }) => {
      const texts = await legal(request);
      const response = await page.goto(policy.path);
      expect(response?.status()).toBe(200);
      const article = page.locator(`article[data-policy]`);
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      await expect(article).toContainText(firstParagraph(texts[policy.key]));
      // The text's own opening heading repeats the title: shown once.
      await expect(page.getByRole('heading', { name: policy.title, exact: true })).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^${policy.title} \\| `));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${policy.path}$`),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3,}/);
      // Themed like every page: header, footer and the theme's palette.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('style#theme-vars')).toHaveCount(1);
      expect(await article.innerHTML()).not.toMatch(/<script|\son\w+=/i);
    });
  }

  test('the same page answers without the trailing slash, as the menus link it', async ({ request }) => {
    const response = await request.get('/privacy-policy');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('We never sell your personal data');
  });

  test('/about-us carries the about-us custom page, canonical at /about-us, for crawlers too', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/about-us')).text();
    expect(html.match(/<noscript>([\s\S]*?)<\/noscript>/g)?.join('')).toContain('Slow-made, for every day');
    const response = await page.goto('/about-us');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/About us/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/about-us$/);
    // One canonical URL for one page: /page/about-us points at /about-us.
    await page.goto('/page/about-us');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/about-us$/);
  });

  test('the footer links only to pages the shop has', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of [
      'Privacy policy',
      'Shipping policy',
      'Return policy',
      'Terms and conditions',
      'About us',
      'Card tokenisation',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Contact us', 'Track an order'])
      await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
});

test('/about-us runs its custom page in the sandboxed frame', async ({ page }) => {
  await page.goto('/about-us');
  const frame = page.frameLocator('[data-testid="custom-page-frame"]');
  await expect(frame.getByRole('heading', { name: 'Slow-made, for every day' })).toBeVisible();
});

test('the footer leads to /help/card-tokenisation, the card-tokenisation custom page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Card tokenisation', exact: true }).click();
  await expect(page).toHaveURL(/\/help\/card-tokenisation$/);
  await expect(page).toHaveTitle(/Card tokenisation/);
  await expect(
    page.frameLocator('[data-testid="custom-page-frame"]').getByRole('heading', { name: 'Card tokenisation' }),
  ).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/help\/card-tokenisation$/,
  );
});

test('the pages sitemap lists the policy pages, about us and card tokenisation, and each answers', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemaps/pages.xml')).text();
  const paths = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const expected = ['/about-us', '/help/card-tokenisation', ...POLICIES.map((p) => p.path)];
  expect(paths).toEqual(expect.arrayContaining(expected));
  expect(paths).not.toContain('/page/about-us/');
  for (const path of expected) expect((await request.get(path)).status(), path).toBe(200);
});
