// Absolute URLs: PUBLIC_URL wins; then the request's host, but only one of the application's
// domains (forwarding headers only behind TRUST_PROXY); else the primary domain.
import { absoluteUrl, isShopHost, resolveOrigin } from '@/lib/seo/origin';
import { domainHost, shopDomains } from '@/lib/configuration/domains';

const domains = ['shop.example.in', 'www.shop.example.in', '127.0.0.1:3700'];

describe('resolveOrigin', () => {
  it('prefers PUBLIC_URL, so a forged Host cannot move canonical URLs', () => {
    expect(resolveOrigin({ publicUrl: 'https://shop.example.in/some/path', host: 'evil.example' })).toBe(
      'https://shop.example.in',
    );
    expect(
      resolveOrigin({
        publicUrl: 'https://shop.example.in',
        trustProxy: true,
        forwardedHost: 'evil.example',
        host: 'evil.example',
        domains: ['evil.example'],
      }),
    ).toBe('https://shop.example.in');
  });

  it('uses the forwarded host and protocol behind a trusted proxy, then the Host header', () => {
    expect(
      resolveOrigin({
        trustProxy: true,
        forwardedHost: 'shop.example.in, proxy.internal',
        forwardedProto: 'https',
        host: '10.0.0.5:3000',
        domains,
      }),
    ).toBe('https://shop.example.in');
    expect(
      resolveOrigin({ trustProxy: true, forwardedHost: 'www.shop.example.in', forwardedProto: 'http', domains }),
    ).toBe('http://www.shop.example.in');
    expect(resolveOrigin({ host: '127.0.0.1:3700', domains })).toBe('http://127.0.0.1:3700');
    expect(resolveOrigin({ host: 'Shop.Example.IN', domains })).toBe('https://shop.example.in');
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto without TRUST_PROXY', () => {
    expect(
      resolveOrigin({ forwardedHost: 'evil.example', forwardedProto: 'http', host: 'www.shop.example.in', domains }),
    ).toBe('https://www.shop.example.in');
    // Even one of our own domains is not taken from the client's forwarding header.
    expect(resolveOrigin({ forwardedHost: 'www.shop.example.in', host: 'shop.example.in', domains })).toBe(
      'https://shop.example.in',
    );
  });

  it('never names a host that is not one of the domains: the primary stands in', () => {
    expect(resolveOrigin({ host: 'evil.example', domains })).toBe('https://shop.example.in');
    expect(resolveOrigin({ trustProxy: true, forwardedHost: 'evil.example', host: 'evil.example', domains })).toBe(
      'https://shop.example.in',
    );
    expect(resolveOrigin({ host: 'shop.example.in.evil.example', domains })).toBe('https://shop.example.in');
    expect(resolveOrigin({ host: 'localhost.evil.example', domains: ['localhost:3000'] })).toBe(
      'http://localhost:3000',
    );
  });

  it('answers on any loopback name when the shop lives on this machine, and on none otherwise', () => {
    expect(resolveOrigin({ host: 'localhost:4000', domains: ['localhost:3000'] })).toBe('http://localhost:4000');
    expect(resolveOrigin({ host: '127.0.0.1:4000', domains: ['localhost:3000'] })).toBe('http://127.0.0.1:4000');
    expect(resolveOrigin({ host: 'localhost:4000', domains: ['shop.example.in'] })).toBe('https://shop.example.in');
  });

  it('falls back to SHOP_HOST when the domains are unknown and the Host is missing or malformed', () => {
    expect(resolveOrigin({ host: 'bad host/<script>', shopHost: 'localhost:3000' })).toBe('http://localhost:3000');
    expect(resolveOrigin({ publicUrl: 'not a url', shopHost: 'shop.example.in' })).toBe('https://shop.example.in');
    expect(resolveOrigin({ host: 'evil.example', shopHost: 'shop.example.in' })).toBe('https://shop.example.in');
    expect(resolveOrigin({})).toBe('http://localhost:3000');
  });
});

describe('the application domains', () => {
  it('are host names, the primary first, whether stored bare or as URLs', () => {
    expect(
      shopDomains({
        domains: [{ name: 'b.example.in' }, { name: 'https://A.example.in/', is_primary: true }, { name: '' }],
        domain: { name: 'a.example.in' },
      }),
    ).toEqual(['a.example.in', 'b.example.in']);
    expect(domainHost('not a url://')).toBe('not a url://');
    expect(domainHost('http://[bad')).toBeUndefined();
    expect(isShopHost('SHOP.example.in', ['shop.example.in'])).toBe(true);
    expect(isShopHost('shop.example.in:8080', ['shop.example.in'])).toBe(false);
  });
});

describe('absoluteUrl', () => {
  it('resolves paths on the origin and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://shop.example.in', '/media/a.webp')).toBe('https://shop.example.in/media/a.webp');
    expect(absoluteUrl('https://shop.example.in', 'https://cdn.example.in/a.webp')).toBe(
      'https://cdn.example.in/a.webp',
    );
  });
});
