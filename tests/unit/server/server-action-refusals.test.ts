/** @jest-environment node */
// Server actions answer arguments that fail validation (and a closed editor) with a refusal
// result: a throw would reach the caller as a 500.
jest.mock('server-only', () => ({}));
jest.mock('@/lib/sdk/server', () => ({
  serverSdk: jest.fn(async () => {
    throw new Error('no platform call expected');
  }),
}));
jest.mock('@/lib/theme/data', () => ({ loadRequestTheme: jest.fn(), loadThemePage: jest.fn() }));
jest.mock('@/lib/user/data', () => ({ currentShopper: async () => undefined }));

import { checkDelivery } from '@/lib/logistics/actions';
import { loadEditorSections, renderEditorSections } from '@/lib/theme/actions';
import { ACTION_MESSAGES } from '@/lib/forms/action-input';

type Loose = Parameters<typeof checkDelivery>[0];

describe('server action refusals', () => {
  const saved = process.env.EDITOR_ORIGINS;
  afterEach(() => {
    if (saved === undefined) delete process.env.EDITOR_ORIGINS;
    else process.env.EDITOR_ORIGINS = saved;
  });

  it.each([
    null,
    {},
    { slug: '', size: 'M', pincode: '400001' },
    { slug: 'x'.repeat(500), size: 'M', pincode: '1' },
    { slug: 's', size: 'M', pincode: 4 },
  ])('checkDelivery(%p) answers "Invalid request" without calling the platform', async (raw) => {
    await expect(checkDelivery(raw as unknown as Loose)).resolves.toEqual({
      ok: false,
      pincode: '',
      message: ACTION_MESSAGES.invalid,
    });
  });

  it('the editor actions answer a refusal when no editor is allowed, and for input of the wrong shape', async () => {
    delete process.env.EDITOR_ORIGINS;
    await expect(renderEditorSections({ sections: [] })).resolves.toEqual({
      sections: [],
      error: ACTION_MESSAGES.editorClosed,
    });
    await expect(loadEditorSections({ pageSlug: 'home' })).resolves.toEqual([]);
    process.env.EDITOR_ORIGINS = 'https://editor.example';
    await expect(renderEditorSections({ sections: 'x' } as never)).resolves.toEqual({
      sections: [],
      error: ACTION_MESSAGES.invalid,
    });
    await expect(loadEditorSections({ pageSlug: '../etc' })).resolves.toEqual([]);
  });
});
