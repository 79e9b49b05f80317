/** @jest-environment node */
// The server action behind lazy sections: the next 3 of the list the page was drawn from, or
// "changed" when the merchant's list is no longer that one (the page then draws itself again).
jest.mock('server-only', () => ({}));
const sections = { current: [] as { name: string; props: Record<string, unknown>; blocks: unknown[] }[] };
jest.mock('@/lib/theme/data', () => ({
  loadRequestTheme: async () => ({ theme: { _id: 'theme-1' }, previewId: undefined, globalConfig: {} }),
  loadThemePage: async () => ({ sections: sections.current }),
}));
jest.mock('@/lib/user/data', () => ({ currentShopper: async () => undefined }));
jest.mock('@/lib/sdk/server', () => ({ serverSdk: jest.fn() }));

import { loadMoreSections } from '@/lib/theme/actions';
import { ACTION_MESSAGES } from '@/lib/forms/action-input';
import { sectionListVersion } from '@/lib/theme/lazy-sections';

const section = (name: string) => ({ name, props: {}, blocks: [] });
const names = ['hero-banner', 'rich-text', 'trust-badges', 'newsletter', 'rich-text', 'custom-html', 'testimonials'];
const versionOf = (list: string[]) => sectionListVersion(list.map((name, index) => ({ index, section: { name } })));

beforeEach(() => {
  sections.current = names.map(section);
});

test('answers the next 3 sections of an unchanged list', async () => {
  const more = await loadMoreSections({ pageSlug: 'home', path: '/', from: 4, version: versionOf(names) });
  expect(more.changed).toBeUndefined();
  expect(more.total).toBe(7);
  expect(more.sections).toHaveLength(3);
});

test('says "changed", with no sections, when the list is not the one the page was drawn from', async () => {
  const drawnFrom = versionOf(names);
  sections.current = ['rich-text', ...names].map(section); // the merchant put a section first
  const more = await loadMoreSections({ pageSlug: 'home', path: '/', from: 4, version: drawnFrom });
  expect(more.changed).toBe(true);
  expect(more.sections).toEqual([]);
});

test('refuses a malformed version', async () => {
  // A refusal is a result, not a throw: an action that throws answers the caller with a 500.
  await expect(loadMoreSections({ pageSlug: 'home', path: '/', from: 4, version: 'NOT A VERSION' })).resolves.toEqual({
    sections: [],
    total: 0,
    error: ACTION_MESSAGES.invalid,
  });
});
