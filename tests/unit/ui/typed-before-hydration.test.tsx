/** @jest-environment jsdom */
// What a shopper typed into a server-rendered form before hydration: the fields whose value is not
// the one they were rendered with, and it reaches the component's state once, after hydration.
import { act, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { typedFields, useTypedBeforeHydration } from '@/lib/shared/typed-before-hydration';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function mount(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

it('reports changed text fields, selects and radio groups; not untouched ones, checkboxes or hidden fields', () => {
  const form = mount(`<form>
    <input name="email" value="">
    <input name="first_name" value="Asha">
    <textarea name="note"></textarea>
    <input type="hidden" name="token" value="t">
    <input type="checkbox" name="news">
    <select name="size"><option value="">Select size</option><option value="M">M</option></select>
    <select name="kept"><option value="a">A</option><option value="b" selected>B</option></select>
    <input type="radio" name="gender" value="female"><input type="radio" name="gender" value="male">
    <input name="last_name" value="Rao">
  </form>`);
  expect(typedFields(form)).toEqual({});
  (form.elements.namedItem('email') as HTMLInputElement).value = 'asha@example.com';
  (form.elements.namedItem('note') as HTMLTextAreaElement).value = 'Ring twice';
  (form.elements.namedItem('token') as HTMLInputElement).value = 'changed by a script';
  (form.elements.namedItem('news') as HTMLInputElement).checked = true;
  (form.elements.namedItem('size') as HTMLSelectElement).value = 'M';
  (form.querySelector('input[value=male]') as HTMLInputElement).checked = true;
  (form.elements.namedItem('last_name') as HTMLInputElement).value = '';
  expect(typedFields(form)).toEqual({
    email: 'asha@example.com',
    note: 'Ring twice',
    size: 'M',
    gender: 'male',
    last_name: '',
  });
});

function Search({ onSubmit }: { onSubmit: (q: string) => void }) {
  const [text, setText] = useState('');
  const [renders, setRenders] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => setText(typed.q ?? ''));
  return (
    <form
      ref={form}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(text);
      }}
    >
      <input name="q" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        {renders}
      </button>
    </form>
  );
}

it('a controlled field keeps what was typed before hydration through a re-render, and submits it', async () => {
  const submitted: string[] = [];
  const element = <Search onSubmit={(q) => submitted.push(q)} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const input = container.querySelector('input')!;
  input.value = 'kurta';
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  await act(async () => container.querySelector('button')!.click());
  expect(container.querySelector('button')!.textContent).toBe('1');
  expect(input.value).toBe('kurta');
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  expect(submitted).toEqual(['kurta']);
});
