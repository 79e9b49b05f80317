// The official SDK's Cart client's address calls against our platform, unchanged.
import { describe, expect, it } from '@jest/globals';
import { failure, officialClient } from '../harness';
import { articles, signIn } from '../cart/helpers';
import { HOME } from './fixtures';

describe('official SDK Cart client: addresses', () => {
  it('adds, lists, reads, updates, selects and removes an address', async () => {
    const [a] = await articles();
    const { jar } = await signIn();
    const cart = officialClient({ cookie: jar.cookie }).cart;
    const added: any = await cart.addItems({ body: { items: [{ article_id: a.articleId, quantity: 1 }] } });

    const saved: any = await cart.addAddress({ body: HOME });
    expect(saved).toMatchObject({ success: true, is_default_address: true });
    const list: any = await cart.getAddresses({ cartId: added.cart.id, checkoutMode: 'self' });
    expect(list.address).toHaveLength(1);
    const one: any = await cart.getAddressById({ id: saved.id });
    expect(one).toMatchObject({ id: saved.id, name: HOME.name, area_code: HOME.area_code, country_iso_code: 'IN' });

    const updated: any = await cart.updateAddress({ id: saved.id, body: { ...one, landmark: 'Opposite the bakery' } });
    expect(updated).toMatchObject({ id: saved.id, is_updated: true });
    expect(((await cart.getAddressById({ id: saved.id })) as any).landmark).toBe('Opposite the bakery');

    const selected: any = await cart.selectAddress({
      cartId: added.cart.id,
      body: { id: saved.id, billing_address_id: saved.id, cart_id: added.cart.id },
    });
    expect(selected).toMatchObject({ id: added.cart.id, is_valid: true });

    expect(await cart.removeAddress({ id: saved.id })).toEqual({ id: saved.id, is_deleted: true });
    expect(await failure(() => cart.getAddressById({ id: saved.id }))).toMatchObject({
      code: 404,
      message: 'Address not found',
    });
  });
});
