/** @jest-environment jest-fixed-jsdom */
// The lazy image's states: loading, then loaded or error after
// 3 attempts in all, and 'image src is required' for an empty src.
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import {
  IMAGE_SRC_REQUIRED,
  LAZY_IMAGE,
  LazyImageClient,
  attemptSrc,
  forgetLoaded,
  rememberLoaded,
  wasLoaded,
} from '@/components/ui/lazy-image-client';

const frame = (container: HTMLElement) => container.querySelector('[data-state]') as HTMLElement;
const img = (container: HTMLElement) => container.querySelector('img') as HTMLImageElement;

beforeEach(() => {
  jest.useFakeTimers();
  forgetLoaded();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('has the spec constants', () => {
  expect(LAZY_IMAGE).toEqual({ attempts: 3, retryDelayMs: 200, cacheEntries: 200, preload: 1.3 });
});

it('starts loading, lazily below the fold, and becomes loaded', () => {
  const { container } = render(<LazyImageClient src="/media/a.webp" alt="A kurta" width={800} height={1000} />);
  expect(frame(container).dataset.state).toBe('loading');
  expect(img(container).getAttribute('loading')).toBe('lazy');
  expect(img(container).getAttribute('src')).toBe('/media/a.webp');
  fireEvent.load(img(container));
  expect(frame(container).dataset.state).toBe('loaded');
  expect(wasLoaded('/media/a.webp')).toBe(true);
});

it('loads eagerly with high priority above the fold', () => {
  const { container } = render(<LazyImageClient src="/media/a.webp" alt="" width={8} height={10} priority />);
  expect(img(container).getAttribute('loading')).toBe('eager');
  expect(img(container).getAttribute('fetchpriority')).toBe('high');
  // Decoded off the main frame: a sync decode would hold the page's first paint until it arrives.
  expect(img(container).getAttribute('decoding')).toBe('async');
});

it('takes a low fetch priority for an image that shows but is not the main one, and stays lazy', () => {
  const { container } = render(
    <LazyImageClient src="/media/a.webp" alt="" width={8} height={10} fetchPriority="low" />,
  );
  expect(img(container).getAttribute('loading')).toBe('lazy');
  expect(img(container).getAttribute('fetchpriority')).toBe('low');
  expect(img(container).getAttribute('decoding')).toBe('async');
});

it('retries a failed image up to 3 attempts in all, then stops on a placeholder', () => {
  const { container } = render(<LazyImageClient src="/media/b.webp?w=400" alt="A saree" width={800} height={1000} />);
  const sources: string[] = [img(container).getAttribute('src')!];

  fireEvent.error(img(container));
  expect(frame(container).dataset.state).toBe('loading');
  act(() => jest.advanceTimersByTime(LAZY_IMAGE.retryDelayMs));
  sources.push(img(container).getAttribute('src')!);
  expect(frame(container).dataset.attempts).toBe('2');

  fireEvent.error(img(container));
  act(() => jest.advanceTimersByTime(LAZY_IMAGE.retryDelayMs * 2));
  sources.push(img(container).getAttribute('src')!);
  expect(frame(container).dataset.attempts).toBe('3');

  fireEvent.error(img(container));
  expect(frame(container).dataset.state).toBe('error');
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('A saree');
  act(() => jest.advanceTimersByTime(10_000));
  expect(frame(container).dataset.state).toBe('error');
  expect(sources).toEqual([
    '/media/b.webp?w=400',
    '/media/b.webp?w=400&lazy_retry=1',
    '/media/b.webp?w=400&lazy_retry=2',
  ]);
});

it('a retry that loads ends loaded', () => {
  const { container } = render(<LazyImageClient src="/media/c.webp" alt="" width={8} height={10} />);
  fireEvent.error(img(container));
  act(() => jest.advanceTimersByTime(LAZY_IMAGE.retryDelayMs));
  fireEvent.load(img(container));
  expect(frame(container).dataset.state).toBe('loaded');
});

it("logs 'image src is required' for an empty src and shows the placeholder", () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<LazyImageClient src="" alt="Nothing" width={8} height={10} />);
  expect(frame(container).dataset.state).toBe('error');
  expect(container.querySelector('img')).toBeNull();
  expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: IMAGE_SRC_REQUIRED }));
  expect(IMAGE_SRC_REQUIRED).toBe('image src is required');
});

it('starts loaded for a source that loaded before, and remembers at most 200', () => {
  rememberLoaded('/media/d.webp');
  const { container } = render(<LazyImageClient src="/media/d.webp" alt="" width={8} height={10} />);
  expect(frame(container).dataset.state).toBe('loaded');
  for (let i = 0; i < 200; i++) rememberLoaded(`/media/x${i}.webp`);
  expect(wasLoaded('/media/d.webp')).toBe(false);
  expect(wasLoaded('/media/x0.webp')).toBe(true);
});

it('a new src starts over', () => {
  const { container, rerender } = render(<LazyImageClient src="/media/e.webp" alt="" width={8} height={10} />);
  fireEvent.error(img(container));
  act(() => jest.advanceTimersByTime(LAZY_IMAGE.retryDelayMs));
  rerender(<LazyImageClient src="/media/f.webp" alt="" width={8} height={10} />);
  expect(frame(container).dataset.attempts).toBe('1');
  expect(img(container).getAttribute('src')).toBe('/media/f.webp');
});

it('adds the retry marker before a hash', () => {
  expect(attemptSrc('/a.webp#x', 1)).toBe('/a.webp#x');
  expect(attemptSrc('/a.webp#x', 3)).toBe('/a.webp?lazy_retry=2#x');
});
