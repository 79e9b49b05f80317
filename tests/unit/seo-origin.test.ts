// Absolute URLs: PUBLIC_URL wins, then the request's host, then SHOP_HOST.
import { absoluteUrl, resolveOrigin } from '@/lib/seo/origin';

describe('resolveOrigin', () => {
  it('prefers PUBLIC_URL, so a forged Host cannot move canonical URLs', () => {
    expect(resolveOrigin({ publicUrl: 'https://shop.example.in/some/path', host: 'evil.example' })).toBe('https://shop.example.in');
  });

  it('uses the forwarded host and protocol, then the Host header', () => {
    expect(resolveOrigin({ forwardedHost: 'shop.example.in, proxy.internal', forwardedProto: 'https', host: '10.0.0.5:3000' })).toBe('https://shop.example.in');
    expect(resolveOrigin({ host: '127.0.0.1:3700' })).toBe('http://127.0.0.1:3700');
    expect(resolveOrigin({ host: 'Shop.Example.IN' })).toBe('https://shop.example.in');
  });

  it('falls back to SHOP_HOST when the Host is missing or malformed', () => {
    expect(resolveOrigin({ host: 'bad host/<script>', shopHost: 'localhost:3000' })).toBe('http://localhost:3000');
    expect(resolveOrigin({ publicUrl: 'not a url', shopHost: 'shop.example.in' })).toBe('https://shop.example.in');
    expect(resolveOrigin({})).toBe('http://localhost:3000');
  });
});

describe('absoluteUrl', () => {
  it('resolves paths on the origin and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://shop.example.in', '/media/a.webp')).toBe('https://shop.example.in/media/a.webp');
    expect(absoluteUrl('https://shop.example.in', 'https://cdn.example.in/a.webp')).toBe('https://cdn.example.in/a.webp');
  });
});
