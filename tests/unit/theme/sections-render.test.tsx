/** @jest-environment jest-fixed-jsdom */
// Default-theme sections rendered with given props, as the shopper's browser receives them.
jest.mock('server-only', () => ({}));
const serverSdk = jest.fn();
jest.mock('@/lib/sdk/server', () => ({ serverSdk: () => serverSdk() }));
// In the app an island a route does not ship loads when drawn (the server waits for it); here the
// slide controls are at hand, as on the home route that ships them.
jest.mock('@/themes/default/sections/shared/on-demand-islands', () => ({
  SlideControls: jest.requireActual('@/themes/default/sections/shared/slide-controls').SlideControls,
}));
// So are the shop's card islands, as on the routes whose first screen shows cards.
jest.mock('@/components/on-demand-islands', () => ({
  ...jest.requireActual('@/components/on-demand-islands'),
  AddToBag: jest.requireActual('@/components/cart/add-to-bag').AddToBag,
  WishlistToggle: jest.requireActual('@/components/wishlist/wishlist-toggle').WishlistToggle,
}));

import { render, screen, within, cleanup } from '@testing-library/react';
import type { SectionComponentProps, SectionContext } from '@/lib/theme/section-contract';
import { fillSection } from '@/lib/theme/settings';
import type { ProductListingItem } from '@/contract/types/catalog';
import { defaultSections } from '@/themes/default/sections';

const context: SectionContext = {
  pageSlug: 'home',
  path: '/',
  params: {},
  query: {},
  authenticated: false,
  preview: false,
  editing: false,
};

/** Renders a section the way the renderer does: props and blocks filled from its schema. */
async function renderSection(
  name: string,
  saved: { props?: Record<string, unknown>; blocks?: unknown[] },
  extra: Partial<SectionComponentProps> = {},
) {
  const mod = defaultSections[name];
  const { props, blocks } = fillSection(mod.settings, saved);
  const node = await mod.Component({ props, blocks, globalConfig: {}, context, index: 3, ...extra });
  return render(<>{node}</>);
}

afterEach(() => {
  cleanup();
  serverSdk.mockReset();
});

describe('rich-text', () => {
  test('renders the heading as an h2 and one paragraph per blank-line-separated block', async () => {
    await renderSection('rich-text', {
      props: {
        eyebrow: 'Our story',
        heading: 'Slow-made',
        body: 'First line\nsame paragraph\n\nSecond paragraph',
        button_text: 'Read more',
        button_link: '/about-us',
      },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Slow-made' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Slow-made' });
    const paragraphs = Array.from(region.querySelectorAll('p')).map((p) => p.textContent);
    expect(paragraphs).toEqual(['Our story', 'First linesame paragraph', 'Second paragraph', 'Read more']);
    expect(screen.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe('/about-us');
  });

  test('renders nothing when it has no text', async () => {
    const { container } = await renderSection('rich-text', { props: {} });
    expect(container.innerHTML).toBe('');
  });
});

describe('newsletter', () => {
  test('is a real GET form back to the same page that asks for an email', async () => {
    await renderSection('newsletter', { props: { heading: 'Letters', success_message: 'Thank you!' } });
    const form = screen.getByRole('textbox', { name: 'Email address' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/#newsletter');
    expect((form.querySelector('input[type=hidden]') as HTMLInputElement).name).toBe('newsletter');
    expect(screen.getByRole('textbox', { name: 'Email address' }).getAttribute('type')).toBe('email');
    expect(screen.queryByText('Thank you!')).toBeNull();
  });

  test('shows the thank-you message after ?newsletter=subscribed', async () => {
    await renderSection(
      'newsletter',
      { props: { heading: 'Letters', success_message: 'Thank you!' } },
      { context: { ...context, query: { newsletter: 'subscribed' } } },
    );
    expect(screen.getByRole('status').textContent).toContain('Thank you!');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('custom-html', () => {
  test('runs the code in a sandboxed frame without same-origin access', async () => {
    await renderSection('custom-html', {
      props: { title: 'A note', code: '<p>Hi</p><script>1</script>', height: 200 },
    });
    const frame = screen.getByTitle('A note');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hi</p><script>1</script>');
    expect(frame.getAttribute('height')).toBe('200');
  });
});

describe('hero-slideshow', () => {
  const blocks = [1, 2, 3].map((n) => ({
    type: 'slide',
    props: {
      image: `/media/d${n}.webp`,
      mobile_image: `/media/m${n}.webp`,
      link: `/collection/c${n}`,
      alt: `Slide ${n}`,
    },
  }));

  test('the first slide of the first section loads eagerly with high priority, the others lazily', async () => {
    await renderSection('hero-slideshow', { blocks }, { index: 0 });
    const images = screen.getAllByRole('img') as HTMLImageElement[];
    expect(images.map((i) => i.alt)).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    expect(images[0].getAttribute('loading')).toBe('eager');
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    expect(images.slice(1).map((i) => i.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    // Mobile first: the <img> is the mobile image, a <source> serves the wide one.
    expect(images[0].getAttribute('src')).toBe('/media/m1.webp');
    expect(images[0].parentElement!.querySelector('source')!.getAttribute('srcset')).toBe('/media/d1.webp');
    expect(screen.getByRole('link', { name: 'Slide 2' }).getAttribute('href')).toBe('/collection/c2');
  });

  test('lower on the page, even the first slide is lazy', async () => {
    await renderSection('hero-slideshow', { blocks }, { index: 2 });
    expect((screen.getAllByRole('img') as HTMLImageElement[]).every((i) => i.getAttribute('loading') === 'lazy')).toBe(
      true,
    );
  });
});

describe('promo-banner', () => {
  test('shows its message and button in the chosen colours', async () => {
    await renderSection('promo-banner', {
      props: {
        heading: 'Take 10% off',
        body: 'Create an account',
        button_text: 'Join',
        button_link: '/auth/register',
        background: '#F4EBDD',
        text_color: '#1D1B29',
      },
    });
    const region = screen.getByRole('region', { name: 'Take 10% off' });
    expect(within(region).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/auth/register');
    const banner = region.querySelector('[style]') as HTMLElement;
    expect(banner.style.background).toContain('rgb(244, 235, 221)');
    expect(banner.style.color).toBe('rgb(29, 27, 41)');
  });
});

const product = (n: number): ProductListingItem =>
  ({
    type: 'product',
    uid: n,
    slug: `p-${n}`,
    name: `Kurta ${n}`,
    brand: {
      uid: 1,
      name: 'Zari Lane',
      slug: 'zari-lane',
      action: { type: 'page', page: { type: 'brand', params: { slug: ['zari-lane'] } } },
    },
    medias: [{ type: 'image', url: `/media/p${n}.webp` }],
    price: {
      effective: { min: 1299, max: 1299, currency_code: 'INR', currency_symbol: '₹' },
      marked: { min: 1999, max: 1999, currency_code: 'INR', currency_symbol: '₹' },
    },
    discount: '35% OFF',
    rating: 4.5,
    rating_count: 12,
    action: { type: 'page', page: { type: 'product', params: { slug: [`p-${n}`] } } },
  }) as unknown as ProductListingItem;

describe('product-carousel', () => {
  test("shows the collection's products with prices and a View all link", async () => {
    const getCollectionItemsBySlug = jest.fn(async () => ({
      items: [product(1), product(2)],
      filters: [],
      sort_on: [],
      page: {},
    }));
    serverSdk.mockResolvedValue({ catalog: { getCollectionItemsBySlug } });
    await renderSection('product-carousel', {
      props: {
        heading: 'New arrivals',
        collection: 'new-arrivals',
        sort_on: 'latest',
        item_count: 6,
        view_all_text: 'See all',
      },
    });
    expect(getCollectionItemsBySlug).toHaveBeenCalledWith(
      expect.objectContaining({ slug: 'new-arrivals', sortOn: 'latest', pageSize: 6 }),
    );
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Kurta 1', 'Kurta 2']);
    expect(screen.getByRole('link', { name: 'Kurta 1' }).getAttribute('href')).toBe('/product/p-1');
    expect(screen.getAllByText('₹1,299')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /See all/ }).getAttribute('href')).toBe(
      '/collection/new-arrivals/?sort_on=latest',
    );
    expect(screen.getByRole('region', { name: 'New arrivals (scrollable)' }).getAttribute('tabindex')).toBe('0');
  });

  test('renders nothing when the platform call fails or the collection is empty', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    serverSdk.mockRejectedValue(new Error('down'));
    const failed = await renderSection('product-carousel', { props: { collection: 'new-arrivals' } });
    expect(failed.container.innerHTML).toBe('');
    cleanup();
    serverSdk.mockResolvedValue({
      catalog: { getCollectionItemsBySlug: async () => ({ items: [], filters: [], sort_on: [], page: {} }) },
    });
    const empty = await renderSection('product-carousel', { props: { collection: 'new-arrivals' } });
    expect(empty.container.innerHTML).toBe('');
    warn.mockRestore();
  });
});
