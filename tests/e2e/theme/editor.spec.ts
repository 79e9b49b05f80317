// The merchant editor's frame (docs/EDITOR-PROTOCOL.md): a stand-in editor page on another origin
// frames the shop and talks to it with postMessage.
import type { Server } from 'node:http';
import { test, expect, type Page } from '@playwright/test';
import { ALLOWED_EDITOR, OTHER_EDITOR, SHOP_ORIGIN, startEditorServer } from '../editor-server';

type Message = { type: string; [key: string]: unknown };
type EditorWindow = Window & { received: Message[]; send: (message: unknown) => void };

let server: Server;
test.beforeAll(async () => {
  server = await startEditorServer();
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const openEditor = (page: Page, origin: string, shopPath = '/?isEdit=true') =>
  page.goto(`${origin}/editor?path=${encodeURIComponent(shopPath)}`);
const received = (page: Page) => page.evaluate(() => (window as unknown as EditorWindow).received);
const send = (page: Page, message: unknown) =>
  page.evaluate((m) => (window as unknown as EditorWindow).send(m), message);
const shop = (page: Page) => page.frameLocator('#shop');
const primaryColour = (page: Page) =>
  page
    .frames()
    .find((f) => f !== page.mainFrame())!
    .evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());

test('an allowed editor gets storefront:ready, previews a page and edits a section live', async ({ page, request }) => {
  const theme = await (await request.get('/api/service/application/theme/v2.0/applied-theme')).json();
  const home = await (await request.get(`/api/service/application/theme/v1.0/${theme._id}/home?filters=true`)).json();
  const richText = home.sections.findIndex((s: { name: string }) => s.name === 'rich-text');
  expect(richText).toBeGreaterThan(0);

  await openEditor(page, ALLOWED_EDITOR);
  await expect
    .poll(() => received(page))
    .toContainEqual({ type: 'storefront:ready', path: '/?isEdit=true', page: 'home' });
  const frame = shop(page);
  const sections = frame.locator('.theme-page [data-section]');
  await expect(sections.first()).toHaveAttribute('data-section', home.sections[0].name);

  // Editing a saved section: only its text changes, in place. The update sends one prop; the
  // section's other saved props (its button) stay as they were.
  const savedButton = home.sections[richText].props.button_text.value as string;
  expect(savedButton).toBeTruthy();
  const edited = frame.locator(`[data-section-index="${richText}"]`);
  await send(page, { type: 'editor:update-section', index: richText, props: { heading: 'Edited while you watch' } });
  await expect(edited.getByRole('heading', { name: 'Edited while you watch' })).toBeVisible();
  await expect(edited.getByRole('link', { name: savedButton })).toBeVisible();
  await expect(sections.first()).toHaveAttribute('data-section', home.sections[0].name);

  // A previewed page: its sections in its order; predicates still apply (signed-in only is hidden).
  await send(page, {
    type: 'editor:preview-page',
    page: 'home',
    sections: [
      {
        name: 'rich-text',
        props: { heading: { type: 'text', value: 'Festive edit' }, body: 'Handloom for the season.' },
      },
      {
        name: 'promo-banner',
        props: { heading: 'Members only' },
        predicate: { user: { authenticated: true, anonymous: false } },
      },
      { name: 'rich-text', props: { heading: 'Gift guide' } },
    ],
  });
  await expect(frame.getByRole('heading', { name: 'Festive edit' })).toBeVisible();
  await expect(sections).toHaveCount(2);
  await expect(sections.nth(1)).toHaveAttribute('data-section-index', '2');
  await expect(sections.nth(1)).toContainText('Gift guide');
  await expect(frame.getByText('Members only')).toHaveCount(0);
  await expect(frame.getByText('Edited while you watch')).toHaveCount(0);

  await send(page, { type: 'editor:update-section', index: 2, props: { heading: 'Gift guide, under ₹999' } });
  await expect(sections.nth(1)).toContainText('Gift guide, under ₹999');
  await expect(sections.first()).toContainText('Festive edit');

  // One prop of a previewed section: its body, sent by preview-page, still shows.
  await send(page, { type: 'editor:update-section', index: 0, props: { heading: 'Festive edit, now on' } });
  await expect(sections.first().getByRole('heading', { name: 'Festive edit, now on' })).toBeVisible();
  await expect(sections.first()).toContainText('Handloom for the season.');

  await send(page, { type: 'editor:select-section', index: 2 });
  await expect(sections.nth(1)).toHaveAttribute('data-editor-selected', '');
  await expect(sections.first()).not.toHaveAttribute('data-editor-selected', '');

  await frame.getByRole('heading', { name: 'Festive edit' }).click();
  await expect.poll(() => received(page)).toContainEqual({ type: 'storefront:section-clicked', index: 0 });

  const savedPrimary = await primaryColour(page);
  await send(page, {
    type: 'editor:preview-global-config',
    config: { primary_color: '#0B6E4F' },
    palette: { primary: '#0B6E4F' },
  });
  await expect.poll(() => primaryColour(page)).toBe('#0B6E4F');
  await expect(frame.getByRole('heading', { name: 'Festive edit' })).toBeVisible();

  await send(page, { type: 'editor:exit-preview' });
  await expect(frame.getByText('Festive edit')).toHaveCount(0);
  await expect(sections.first()).toHaveAttribute('data-section', home.sections[0].name);
  await expect(frame.locator(`[data-section-index="${richText}"]`)).not.toContainText('Edited while you watch');
  await expect.poll(() => primaryColour(page)).toBe(savedPrimary);
});

test('route-change navigates the frame and the shop reports where it is', async ({ page }) => {
  await openEditor(page, ALLOWED_EDITOR);
  await expect.poll(() => received(page)).toContainEqual(expect.objectContaining({ type: 'storefront:ready' }));
  await send(page, { type: 'editor:route-change', path: '/products/?q=kurta' });
  await expect
    .poll(() => received(page))
    .toContainEqual({ type: 'storefront:route-changed', path: '/products/?q=kurta', page: 'product-listing' });
  await expect(shop(page).locator('.theme-page[data-page="product-listing"]')).toBeVisible();
  // A full URL is not a path on this site: refused.
  await send(page, { type: 'editor:route-change', path: 'https://evil.example/' });
  await page.waitForTimeout(1000);
  expect(
    page
      .frames()
      .find((f) => f !== page.mainFrame())!
      .url(),
  ).toMatch(/\/products\/\?q=kurta$/);
});

test('the same messages from an origin that is not allowed change nothing, and the shop tells it nothing', async ({
  page,
}) => {
  // The shop's frame-ancestors already refuses this frame (tests/e2e/server/security-headers.spec.ts);
  // without that header, as in a browser that ignores it, the bridge must still refuse the editor.
  await page.route(`${SHOP_ORIGIN}/**`, async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  await openEditor(page, OTHER_EDITOR);
  const frame = shop(page);
  const sections = frame.locator('.theme-page [data-section]');
  await expect(sections.first()).toBeVisible();
  // The bridge is loaded after hydration; let the frame settle so the messages reach a listener.
  await page.waitForLoadState('networkidle');
  const before = await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
  const primary = await primaryColour(page);

  await send(page, { type: 'editor:update-section', index: 0, props: { heading: 'Defaced' } });
  await send(page, {
    type: 'editor:preview-page',
    page: 'home',
    sections: [{ name: 'rich-text', props: { heading: 'Defaced' } }],
  });
  await send(page, { type: 'editor:preview-global-config', config: {}, palette: { primary: '#FF0000' } });
  await send(page, { type: 'editor:route-change', path: '/products/' });
  await page.waitForTimeout(2000);

  await expect(frame.getByText('Defaced')).toHaveCount(0);
  expect(await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-section')))).toEqual(before);
  expect(await primaryColour(page)).toBe(primary);
  expect(
    page
      .frames()
      .find((f) => f !== page.mainFrame())!
      .url(),
  ).toMatch(/\/\?isEdit=true$/);
  expect(await received(page)).toEqual([]);
});
