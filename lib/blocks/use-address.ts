'use client';
// useAddress: the signed-in shopper's saved addresses for theme authors (cart
// address calls through /api/service, signed by proxy.ts). Lists them once mounted; select(id)
// asks select-address, which answers whether the shop delivers there (is_valid, message); add and
// remove change the list and refresh it. Every answer carries the platform's words.
import { useCallback, useEffect, useState } from 'react';
import type { Address } from '@/contract/types/address';
import { browserAddress } from '@/lib/sdk/browser';
import { displayMessage } from '@/lib/sdk/errors';
import { ADDRESS_MESSAGES } from '@/contract/address';
import { ADDRESS_NOTICES } from '@/lib/address/constants';
import { CHECKOUT_WORDS } from '@/lib/checkout/constants';

export type AddressOutcome = { ok: true; message: string; id?: string } | { ok: false; message: string };

export type AddressBlock = {
  /** The saved addresses (undefined until loaded; [] when signed out or none). */
  addresses: Address[] | undefined;
  error: string | undefined;
  refresh: () => Promise<void>;
  /** Chooses where the cart goes: refused in words when the shop does not deliver there. */
  select: (id: string, options?: { buyNow?: boolean; billingId?: string }) => Promise<AddressOutcome>;
  add: (body: Record<string, unknown>) => Promise<AddressOutcome>;
  remove: (id: string) => Promise<AddressOutcome>;
};

/** load: false skips fetching the list (a page that already drew it). */
export function useAddress(options: { load?: boolean } = {}): AddressBlock {
  const [addresses, setAddresses] = useState<Address[] | undefined>();
  const [error, setError] = useState<string>();

  const refresh = useCallback(async () => {
    try {
      setAddresses((await browserAddress().getAddresses()).address);
      setError(undefined);
    } catch (e) {
      setAddresses([]);
      setError(displayMessage(e, ADDRESS_MESSAGES.saveFailed));
    }
  }, []);

  const load = options.load ?? true;
  useEffect(() => {
    if (!load) return;
    let live = true;
    browserAddress()
      .getAddresses()
      .then((answer) => live && setAddresses(answer.address))
      .catch((e: unknown) => {
        if (!live) return;
        setAddresses([]);
        setError(displayMessage(e, ADDRESS_MESSAGES.saveFailed));
      });
    return () => {
      live = false;
    };
  }, [load]);

  const select = useCallback(
    async (id: string, options: { buyNow?: boolean; billingId?: string } = {}): Promise<AddressOutcome> => {
      if (!id) return { ok: false, message: ADDRESS_MESSAGES.noAddressSelected };
      try {
        const answer = await browserAddress().selectAddress({
          buyNow: options.buyNow,
          body: { id, billing_address_id: options.billingId ?? id },
        });
        const refused = (answer as { is_valid?: boolean }).is_valid === false;
        return refused
          ? { ok: false, message: (answer as { message?: string }).message || ADDRESS_MESSAGES.selectFailed }
          : { ok: true, message: CHECKOUT_WORDS.addressChosen, id };
      } catch (e) {
        return { ok: false, message: displayMessage(e, ADDRESS_MESSAGES.selectFailed) };
      }
    },
    [],
  );

  const add = useCallback(
    async (body: Record<string, unknown>): Promise<AddressOutcome> => {
      try {
        const saved = await browserAddress().addAddress({ body });
        await refresh();
        return { ok: true, message: ADDRESS_NOTICES.saved, id: saved.id };
      } catch (e) {
        return { ok: false, message: displayMessage(e, ADDRESS_MESSAGES.saveFailed) };
      }
    },
    [refresh],
  );

  const remove = useCallback(
    async (id: string): Promise<AddressOutcome> => {
      try {
        await browserAddress().removeAddress({ id });
        await refresh();
        return { ok: true, message: ADDRESS_NOTICES.removed };
      } catch (e) {
        return { ok: false, message: displayMessage(e, ADDRESS_MESSAGES.removeFailed) };
      }
    },
    [refresh],
  );

  return { addresses, error, refresh, select, add, remove };
}
