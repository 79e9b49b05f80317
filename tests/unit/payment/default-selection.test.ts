// payment_default_selection (with skip set and matching, the payment step goes
// straight to review): the shopper's last mode and what it named, skipped only when the merchant
// allows it and nothing more is needed from the shopper.
import { describe, expect, it } from '@jest/globals';
import { defaultSelection } from '@/platform/payment/options-service';

const offered = ['UPI', 'CARD', 'NB', 'WL', 'PL', 'COD'];

describe('payment default selection', () => {
  it('suggests the last mode with its identifier; skips only when allowed and complete', () => {
    expect(defaultSelection(undefined, offered, true)).toEqual({ skip: false });
    expect(defaultSelection({ mode: 'UPI', identifier: 'asha@okbank' }, offered, false)).toEqual({
      mode: 'UPI',
      identifier: 'asha@okbank',
      skip: false,
    });
    expect(defaultSelection({ mode: 'UPI', identifier: 'asha@okbank' }, offered, true)).toEqual({
      mode: 'UPI',
      identifier: 'asha@okbank',
      skip: true,
    });
    expect(defaultSelection({ mode: 'COD', identifier: null }, offered, true)).toEqual({
      mode: 'COD',
      identifier: '',
      skip: true,
    });
    // A card's token is the provider's, never handed back: the card is asked for again.
    expect(defaultSelection({ mode: 'CARD', identifier: 'tok_secret' }, offered, true)).toEqual({
      mode: 'CARD',
      identifier: '',
      skip: false,
    });
    expect(defaultSelection({ mode: 'NB', identifier: null }, offered, true)).toEqual({
      mode: 'NB',
      identifier: '',
      skip: false,
    });
    // No longer offered (COD over its limit): nothing suggested.
    expect(defaultSelection({ mode: 'COD', identifier: null }, ['UPI', 'CARD'], true)).toEqual({ skip: false });
  });
});
