import { sharedCartChoices } from '@/lib/cart/shared-cart';

const line = (uid: string) => ({ article: { uid } });

describe('the ways offered to take a shared bag', () => {
  it('offers only "add" when the own bag is empty (merging or replacing would do the same)', () => {
    expect(sharedCartChoices([], [line('a'), line('b')])).toEqual(['add']);
  });

  it('offers add and replace when no product is in both bags (merging would add the same)', () => {
    expect(sharedCartChoices([line('c')], [line('a'), line('b')])).toEqual(['add', 'replace']);
  });

  it('offers all three when a product is in both bags', () => {
    expect(sharedCartChoices([line('c'), line('b')], [line('a'), line('b')])).toEqual(['add', 'merge', 'replace']);
  });

  it('offers all three when the own bag could not be read', () => {
    expect(sharedCartChoices(undefined, [line('a')])).toEqual(['add', 'merge', 'replace']);
  });
});
