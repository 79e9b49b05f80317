// /cart/bag/: the theme's cart-landing page, built from its sections (the bag
// is the cart-landing section). A theme without sections there still shows the bag.
import type { Metadata } from 'next';
import { ThemePage } from '@/lib/theme/render/theme-page';
import { loadRequestTheme, loadThemePage } from '@/lib/theme/data';
import { requireCartEnabled } from '@/lib/cart/data';
import { CART_PATHS } from '@/lib/cart/constants';
import { renderDefaultSection } from '@/lib/theme/render/section-list';
import { BagView } from '@/components/cart/bag-view';
import { ISLAND, shipIslands } from '@/lib/theme/render/route-islands';
import { pageQuery } from '@/lib/shared/page-query';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: 'Your bag', robots: { index: false, follow: true } };

export default async function BagPage({ searchParams }: Props) {
  await requireCartEnabled();
  shipIslands({ [ISLAND.bag]: BagView });
  const query = await pageQuery(searchParams);
  const { theme, globalConfig } = await loadRequestTheme();
  const page = await loadThemePage(theme._id, 'cart-landing');
  if (page?.sections?.some((s) => s.name === 'cart-landing'))
    return <ThemePage pageSlug="cart-landing" path={CART_PATHS.bag} query={query} />;
  const context = {
    pageSlug: 'cart-landing',
    path: CART_PATHS.bag,
    params: {},
    query,
    authenticated: false,
    preview: false,
    editing: false,
  };
  return renderDefaultSection('cart-landing', context, globalConfig);
}
