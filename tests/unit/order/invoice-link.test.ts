// The presigned invoice link's signature and expiry.
import { describe, expect, it } from '@jest/globals';
import { checkInvoiceLink, invoiceLinkPath, signInvoiceLink } from '../../../platform/order/invoice/invoice-link';

describe('invoice links', () => {
  const secret = 'test-secret';
  const now = Date.UTC(2025, 2, 5, 10, 0, 0);

  it('names the shipment and an expiry 300 seconds on, signed', () => {
    const path = invoiceLinkPath('FYTEST0000001-1', { now, secret });
    const url = new URL(path, 'https://shop.example');
    expect(url.pathname).toBe('/invoice/FYTEST0000001-1.pdf');
    expect(url.searchParams.get('expires')).toBe(String(now / 1000 + 300));
    expect(url.searchParams.get('signature')).toBe(signInvoiceLink('FYTEST0000001-1', now / 1000 + 300, secret));
    expect(
      checkInvoiceLink(
        'FYTEST0000001-1',
        url.searchParams.get('expires')!,
        url.searchParams.get('signature')!,
        now + 299_000,
        secret,
      ),
    ).toBe('valid');
  });

  it('refuses a changed signature, shipment or expiry, and tells an expired link apart', () => {
    const expires = now / 1000 + 300;
    const signature = signInvoiceLink('FYTEST0000001-1', expires, secret);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(checkInvoiceLink('FYTEST0000001-1', String(expires), flipped, now, secret)).toBe('invalid');
    expect(checkInvoiceLink('FYTEST0000001-2', String(expires), signature, now, secret)).toBe('invalid');
    expect(checkInvoiceLink('FYTEST0000001-1', String(expires + 3600), signature, now, secret)).toBe('invalid');
    expect(checkInvoiceLink('FYTEST0000001-1', String(expires), signature, now, 'another-secret')).toBe('invalid');
    expect(checkInvoiceLink('FYTEST0000001-1', undefined, signature, now, secret)).toBe('invalid');
    expect(checkInvoiceLink('FYTEST0000001-1', String(expires), 'zz', now, secret)).toBe('invalid');
    expect(checkInvoiceLink('FYTEST0000001-1', String(expires), signature, expires * 1000, secret)).toBe('expired');
  });
});
