import { checkConfig } from '@/lib/sdk/config';
import { fillPath, queryString } from '@/lib/sdk/client';
import { SdkClientValidationError, SdkInvalidCredentialError } from '@/lib/sdk/errors';

describe('SDK configuration checks', () => {
  const ok = { applicationId: 'abc', applicationToken: 'secret-token' };
  test.each([
    [{ applicationToken: 'secret' }, 'No Application ID Present'],
    [{ applicationId: 'abc' }, 'No Application Token Present'],
    [{ applicationId: 'abc', applicationToken: 'abcd' }, 'Invalid Application Token'],
    [{ ...ok, currencyCode: 5 }, 'Currency code should be string only'],
    [{ ...ok, locationDetails: 'Mumbai' }, 'Context value should be an object'],
  ])('%j is refused with %s', (config, message) => {
    expect(() => checkConfig(config as never)).toThrow(SdkInvalidCredentialError);
    expect(() => checkConfig(config as never)).toThrow(message);
  });

  test('a token of exactly the minimum length 5 is accepted, with INR as the default currency', () => {
    expect(checkConfig({ applicationId: 'abc', applicationToken: 'abcde' })).toMatchObject({ currencyCode: 'INR' });
  });
});

describe('path parameters', () => {
  test('are filled and encoded', () => {
    expect(fillPath('/products/{slug}/sizes/{size}/', { slug: 'red shirt', size: 'XL' })).toBe(
      '/products/red%20shirt/sizes/XL/',
    );
  });
  test.each([undefined, null, '', '  '])('a missing or empty one (%p) is refused before any call', (slug) => {
    expect(() => fillPath('/products/{slug}/', { slug })).toThrow(
      new SdkClientValidationError('Missing or empty required parameter: slug'),
    );
  });
  test('query strings skip empty values and repeat arrays', () => {
    expect(queryString({ q: 'kurta', page_no: 2, f: undefined, empty: '', slug: ['a', 'b'] })).toBe(
      '?q=kurta&page_no=2&slug=a&slug=b',
    );
    expect(queryString({})).toBe('');
  });
});
