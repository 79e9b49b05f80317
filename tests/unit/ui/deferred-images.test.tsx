/** @jest-environment jest-fixed-jsdom */
// A deferred image (a slideshow's hidden slide): no source until loadDeferredImages, a <noscript>
// copy for shoppers without JavaScript, and afterImagesLoad waits for the shown image first.
import { cleanup, fireEvent, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LazyImage } from '@/components/ui/lazy-image';
import { afterImagesLoad, loadDeferredAfter, loadDeferredImages } from '@/components/ui/deferred-images';

afterEach(cleanup);

const slide = (
  <LazyImage
    src="/media/wide.webp"
    mobileSrc="/media/tall.webp"
    width={1600}
    height={600}
    mobileWidth={800}
    mobileHeight={1100}
    alt="Sale"
    deferred
  />
);

it('renders a deferred image without a source to fetch, and a plain copy in <noscript>', () => {
  const html = renderToStaticMarkup(slide);
  const [live, fallback] = html.split('<noscript>');
  expect(live).not.toMatch(/ src=| srcSet=/);
  expect(live).toContain('data-deferred-src="/media/tall.webp"');
  expect(live).toContain('data-deferred-srcset="/media/wide.webp"');
  expect(fallback).toContain('srcSet="/media/wide.webp"');
  expect(fallback).toContain('src="/media/tall.webp"');
  // Sized like the loaded image, so starting it later moves nothing.
  expect(live).toContain('width="800" height="1100"');
});

it('an image not deferred renders as before, with no <noscript>', () => {
  const html = renderToStaticMarkup(<LazyImage src="/media/a.webp" width={10} height={10} alt="A" />);
  expect(html).toContain('src="/media/a.webp"');
  expect(html).not.toContain('noscript');
});

it('loadDeferredImages moves the sources in', () => {
  const { container } = render(<div>{slide}</div>);
  const img = container.querySelector('img')!;
  expect(img.getAttribute('src')).toBeNull();
  loadDeferredImages(container);
  expect(img.getAttribute('src')).toBe('/media/tall.webp');
  expect(container.querySelector('source')!.getAttribute('srcset')).toBe('/media/wide.webp');
  expect(container.querySelector('[data-deferred-src], [data-deferred-srcset]')).toBeNull();
});

it('afterImagesLoad waits for every shown image to load or fail, ignoring deferred ones', () => {
  const { container } = render(
    <div>
      <LazyImage src="/media/first.webp" width={10} height={10} alt="First" />
      <LazyImage src="/media/second.webp" width={10} height={10} alt="Second" />
      {slide}
    </div>,
  );
  const then = jest.fn();
  afterImagesLoad(container, then);
  const [first, second] = container.querySelectorAll('img');
  fireEvent.load(first);
  expect(then).not.toHaveBeenCalled();
  fireEvent.error(second);
  expect(then).toHaveBeenCalledTimes(1);
});

it('afterImagesLoad calls at once when nothing is pending, and its cleanup stops a later call', () => {
  const now = jest.fn();
  afterImagesLoad(document.createElement('div'), now);
  expect(now).toHaveBeenCalledTimes(1);
  const { container } = render(<LazyImage src="/media/x.webp" width={10} height={10} alt="X" />);
  const later = jest.fn();
  afterImagesLoad(container, later)();
  fireEvent.load(container.querySelector('img')!);
  expect(later).not.toHaveBeenCalled();
});

it('loadDeferredAfter starts the rest after the first, and a source written in later too (an editor preview)', async () => {
  const { container } = render(
    <ul>
      <li>
        <LazyImage src="/media/first.webp" width={10} height={10} alt="First" />
      </li>
      <li>{slide}</li>
    </ul>,
  );
  const list = container.querySelector('ul')!;
  const [first, second] = container.querySelectorAll('img');
  const stop = loadDeferredAfter(list.children[0], list);
  expect(second.getAttribute('src')).toBeNull();
  fireEvent.load(first);
  expect(second.getAttribute('src')).toBe('/media/tall.webp');
  // React rewrites the data attribute of a re-rendered slide; the new image is started as well.
  second.setAttribute('data-deferred-src', '/media/new.webp');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(second.getAttribute('src')).toBe('/media/new.webp');
  stop();
  second.setAttribute('data-deferred-src', '/media/after-stop.webp');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(second.getAttribute('src')).toBe('/media/new.webp');
});
