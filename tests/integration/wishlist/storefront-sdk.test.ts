// The storefront's own SDK (lib/sdk) against the platform over HTTP: the follow calls and the
// compare-list calls the heart, the /wishlist/ page and useCompare make, and the rewards module,
// each with the shopper's cookie; refusals arrive as SdkServerResponseError with the message.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createApiClient } from '@/lib/sdk/client';
import { createSdk, SdkClientValidationError, SdkServerResponseError } from '@/lib/sdk';
import { api, server } from '../harness';
import { registered } from '../user-helpers';

type Any = Record<string, any>;

function sdk(cookie?: string) {
  const { url, applicationId, applicationToken } = server();
  return createSdk(
    createApiClient({
      transport: (request) => fetch(request),
      base: url,
      config: { applicationId, applicationToken, domain: url, cookie },
    }),
  );
}

let items: Any[];
beforeAll(async () => {
  items = (await api('/service/application/catalog/v1.0/products/?page_size=3&filters=false')).json.items;
});

describe('lib/sdk: wishlist, compare list, rewards', () => {
  it('follows, lists, counts and unfollows for the signed-in shopper', async () => {
    const { shopper } = await registered();
    const { catalog } = sdk(shopper.cookie);
    const [a] = items;
    expect(await catalog.followById({ collectionType: 'products', collectionId: a.uid })).toEqual({
      message: 'Product added to wishlist',
      id: String(a.uid),
    });
    expect((await catalog.getFollowIds({ collectionType: 'products' })).data.products).toEqual([a.uid]);
    const listing = await catalog.getFollowedListing({ collectionType: 'products', pageSize: 15 });
    expect(listing.items.map((i) => i.slug)).toEqual([a.slug]);
    expect(
      (await catalog.getFollowerCountById({ collectionType: 'products', collectionId: a.uid })).count,
    ).toBeGreaterThanOrEqual(1);
    await catalog.unfollowById({ collectionType: 'products', collectionId: a.uid });
    expect((await catalog.getFollowIds()).data.products).toEqual([]);
    await expect(catalog.followById({ collectionType: 'products', collectionId: '' })).rejects.toBeInstanceOf(
      SdkClientValidationError,
    );
  });

  it('keeps the compare list and answers refusals with the platform message', async () => {
    const { shopper } = await registered();
    const { catalog } = sdk(shopper.cookie);
    const [a, b, c] = items.map((i) => i.slug as string);
    expect(await catalog.addToCompareList({ slugs: [a, b] })).toEqual({ slugs: [a, b] });
    expect(await catalog.removeFromCompareList({ slug: a })).toEqual({ slugs: [b] });
    expect(await catalog.replaceCompareList({ slugs: [c, a] })).toEqual({ slugs: [c, a] });
    expect(await catalog.getCompareList()).toEqual({ slugs: [c, a] });
    const refused = await catalog.addToCompareList({ slugs: [] }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SdkServerResponseError);
    expect(refused).toMatchObject({ status: 400, message: 'No Product Slugs present' });
  });

  it('reads points, and an anonymous call is a 401 with the sign-in message', async () => {
    const { shopper } = await registered();
    expect(await sdk(shopper.cookie).rewards.getUserPoints()).toEqual({ points: 0 });
    expect((await sdk(shopper.cookie).rewards.getUserPointsHistory({ pageSize: 5 })).page).toMatchObject({
      item_total: 0,
      size: 5,
    });
    const anonymous = await sdk()
      .rewards.getUserPoints()
      .catch((e: unknown) => e);
    expect(anonymous).toMatchObject({ status: 401, message: 'Please sign in to continue' });
  });
});
