/** @jest-environment jsdom */
// A product page's size chips: links to each size's page, a tap shown as chosen at once and handed
// to Add to bag while that page arrives; a click that opens another tab changes nothing here.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { fireEvent } from '@testing-library/react';
import { SizeChips } from '@/components/cart/size-chips';
import { tappedSize } from '@/components/cart/size-choice';

const sizes = [
  { value: 'S', display: 'S', available: true, href: '/product/shirt/?size=S' },
  { value: 'M', display: 'M', available: true, href: '/product/shirt/?size=M' },
  { value: 'L', display: 'L', available: false, href: '/product/shirt/?size=L' },
];
const classes = { list: 'list', size: 'size', soldOut: 'sold-out' };

let root: Root | undefined;
// jsdom does not navigate: the links' default is cancelled after the chips' own handlers.
const noNavigation = (event: Event) => event.preventDefault();
beforeAll(() => window.addEventListener('click', noNavigation));
afterAll(() => window.removeEventListener('click', noNavigation));
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function render(current?: string) {
  const container = document.createElement('div');
  document.body.append(container);
  const created = createRoot(container);
  root = created;
  await act(async () => created.render(<SizeChips itemId={3} sizes={sizes} current={current} classes={classes} />));
  return container;
}

const chip = (container: HTMLElement, text: string) => [...container.querySelectorAll('a')].find((a) => a.textContent === text)!;

it('links each size a shopper can buy to its page and says which are sold out', async () => {
  const container = await render('S');
  expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/product/shirt/?size=S', '/product/shirt/?size=M']);
  expect(chip(container, 'S').getAttribute('aria-current')).toBe('true');
  expect(container.querySelector('.sold-out')?.textContent).toBe('L (sold out)');
});

it('shows a tapped size as chosen at once and hands it to Add to bag; a new page forgets it', async () => {
  let container = await render();
  await act(async () => {
    fireEvent.click(chip(container, 'M'), { button: 0 });
  });
  expect(chip(container, 'M').getAttribute('aria-current')).toBe('true');
  expect(tappedSize(3)).toBe('M');
  act(() => root?.unmount());
  container = await render();
  expect(tappedSize(3)).toBeUndefined();
  expect(chip(container, 'M').getAttribute('aria-current')).toBeNull();
});

it('leaves the choice alone for a click that opens another tab', async () => {
  const container = await render();
  await act(async () => {
    fireEvent.click(chip(container, 'S'), { button: 0, ctrlKey: true });
  });
  expect(chip(container, 'S').getAttribute('aria-current')).toBeNull();
  expect(tappedSize(3)).toBeUndefined();
});
