/** @jest-environment jest-fixed-jsdom */
// A theme page's sections in the shopper's view and while the merchant's editor previews the page.
import { act, cleanup, render, screen } from '@testing-library/react';
import { EditableSections } from '@/components/theme/editable-sections';
import { getMountedThemePage, setPreviewedSections, themePageKey } from '@/components/theme/editor-view';

afterEach(() => {
  cleanup();
  act(() => setPreviewedSections(null));
});

const saved = (
  <>
    <div data-section-index="0">Saved hero</div>
    <div data-section-index="1">Saved text</div>
  </>
);

function renderHome(search = 'isEdit=true') {
  return render(
    <div className="theme-page">
      <EditableSections page="home" path="/" search={search} params={{}}>
        {saved}
      </EditableSections>
    </div>,
  );
}

test('shows the saved sections, adding no element of its own, and tells the bridge which page is on screen', () => {
  const { container } = renderHome();
  expect(container.querySelector('.theme-page')!.children).toHaveLength(2);
  expect(screen.getByText('Saved hero')).toBeTruthy();
  expect(getMountedThemePage()).toEqual({
    key: themePageKey('home', '/', 'isEdit=true'),
    page: 'home',
    path: '/',
    search: 'isEdit=true',
    params: {},
  });
  cleanup();
  expect(getMountedThemePage()).toBeNull();
});

test('shows previewed sections, in index order, for its own page only', () => {
  const { container } = renderHome();
  const nodes = new Map([
    [
      2,
      <div key="b" data-section-index="2">
        Gift guide
      </div>,
    ],
    [
      0,
      <div key="a" data-section-index="0">
        Festive edit
      </div>,
    ],
  ]);
  act(() => setPreviewedSections({ key: themePageKey('home', '/', 'other=1'), nodes }));
  expect(screen.queryByText('Festive edit')).toBeNull();
  act(() => setPreviewedSections({ key: themePageKey('home', '/', 'isEdit=true'), nodes }));
  expect([...container.querySelectorAll('[data-section-index]')].map((el) => el.textContent)).toEqual([
    'Festive edit',
    'Gift guide',
  ]);
  expect(screen.queryByText('Saved hero')).toBeNull();
  act(() => setPreviewedSections(null));
  expect(screen.getByText('Saved hero')).toBeTruthy();
});
