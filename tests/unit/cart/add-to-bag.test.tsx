/** @jest-environment jsdom */
// The size a shopper picks on the server-rendered page before the scripts arrive is the size that
// goes to the bag: hydration and the re-render when the bag's count becomes known leave it alone.
// Plain jsdom: on submit React builds a FormData from the form, which Node's FormData (what
// jest-fixed-jsdom installs) refuses.
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent } from '@testing-library/react';
import { AddToBag } from '@/components/cart/add-to-bag';
import { tappedSize } from '@/components/cart/size-choice';
import { saveCartCount } from '@/lib/blocks/use-cart';
import { addToBag } from '@/lib/cart/actions';
import { CART_MESSAGES } from '@/lib/cart/constants';

jest.mock('@/lib/cart/actions', () => ({
  addToBagForm: jest.fn(),
  addToBag: jest.fn(async () => ({ ok: true, count: 1 })),
}));
jest.mock('@/lib/shared/toast', () => ({ showToast: jest.fn() }));

const sizes = ['S', 'M', 'L'].map((value) => ({ value, display: value, available: true }));
const element = <AddToBag itemId={7} sizes={sizes} returnTo="/product/shirt/" />;

let root: Root | undefined;
beforeEach(() => jest.clearAllMocks());
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  localStorage.clear();
});

async function hydrateAfterChoosing(size: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const select = container.querySelector('select')!;
  select.value = size;
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return { container, select };
}

it('keeps a size chosen before hydration through the re-render when the count arrives, and adds that size', async () => {
  const { container, select } = await hydrateAfterChoosing('M');
  await act(async () => saveCartCount(4));
  expect(select.value).toBe('M');
  await act(async () => {
    fireEvent.submit(container.querySelector('form')!);
  });
  expect(addToBag).toHaveBeenCalledWith(expect.objectContaining({ item_id: 7, item_size: 'M' }));
});

it('asks for a size, and adds nothing, when none was chosen', async () => {
  const { showToast } = jest.requireMock('@/lib/shared/toast');
  const { container } = await hydrateAfterChoosing('');
  await act(async () => {
    fireEvent.submit(container.querySelector('form')!);
  });
  expect(showToast).toHaveBeenCalledWith(CART_MESSAGES.chooseSize, 'error');
  expect(addToBag).not.toHaveBeenCalled();
});

describe('on a product page with size chips', () => {
  const onPage = (size?: string) => (
    <>
      <div id="sizes">
        <a href="#size-s" data-size="S">
          S
        </a>
        <a href="#size-l" data-size="L">
          L
        </a>
      </div>
      <AddToBag itemId={9} sizes={sizes} size={size} returnTo="/product/shirt/" sizesAt="sizes" />
    </>
  );
  // jsdom does not navigate: the chips' default is cancelled after the island's own handler.
  const noNavigation = (event: Event) => event.preventDefault();
  beforeAll(() => window.addEventListener('click', noNavigation));
  afterAll(() => window.removeEventListener('click', noNavigation));

  async function render(size?: string) {
    const container = document.createElement('div');
    document.body.append(container);
    const created = createRoot(container);
    root = created;
    await act(async () => created.render(onPage(size)));
    return { container, rerender: (next?: string) => act(async () => created.render(onPage(next))) };
  }
  const chip = (container: HTMLElement, size: string) => container.querySelector<HTMLElement>(`[data-size="${size}"]`)!;

  it('draws no second size picker, marks a tapped chip at once and adds its size', async () => {
    const { container } = await render();
    expect(container.querySelector('select')).toBeNull();
    await act(async () => {
      fireEvent.click(chip(container, 'L'), { button: 0 });
    });
    expect(chip(container, 'L').hasAttribute('data-tapped')).toBe(true);
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    expect(addToBag).toHaveBeenCalledWith(expect.objectContaining({ item_id: 9, item_size: 'L' }));
  });

  it("forgets the tap once the size's page has come (or the shopper went back), and ignores a click for another tab", async () => {
    const { container, rerender } = await render();
    await act(async () => {
      fireEvent.click(chip(container, 'S'), { button: 0, ctrlKey: true });
    });
    expect(tappedSize(9)).toBeUndefined();
    await act(async () => {
      fireEvent.click(chip(container, 'L'), { button: 0 });
    });
    expect(tappedSize(9)).toBe('L');
    await rerender('L');
    expect(tappedSize(9)).toBeUndefined();
    expect(chip(container, 'L').hasAttribute('data-tapped')).toBe(false);
  });

  it('without a size, asks for one and puts the shopper on the chips', async () => {
    const { showToast } = jest.requireMock('@/lib/shared/toast');
    const { container } = await render();
    const scrolled = jest.fn();
    container.querySelector<HTMLElement>('#sizes')!.scrollIntoView = scrolled;
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    expect(showToast).toHaveBeenCalledWith(CART_MESSAGES.chooseSize, 'error');
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement).toBe(chip(container, 'S'));
    expect(addToBag).not.toHaveBeenCalled();
  });

  it('keeps the select for the browser without JavaScript, inside <noscript>', () => {
    const html = renderToString(onPage());
    expect(html).toMatch(/<noscript><label[^>]*>Size<\/label><select[^>]*name="item_size"[^>]*required/);
  });
});
