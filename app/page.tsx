import { ThemePage } from '@/lib/theme/render/theme-page';
import { getShop } from '@/lib/configuration/data';
import { shipIslands } from '@/lib/theme/render/route-islands';
import { homeIslands } from '@/themes/route-islands-home';
import { pageQuery } from '@/lib/shared/page-query';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Home({ searchParams }: Props) {
  shipIslands(homeIslands);
  const [shop, query] = await Promise.all([getShop(), pageQuery(searchParams)]);
  return (
    <>
      <h1 className="visually-hidden">{shop.name}</h1>
      <ThemePage pageSlug="home" path="/" query={query} emptyMessage="Update Home page in Themes" />
    </>
  );
}
