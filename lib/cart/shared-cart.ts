// Which ways to take a shared bag are worth offering: only those that would leave the shopper's own
// bag different. The platform adds quantities ('add'), keeps the larger of two ('merge') or empties
// the bag first ('replace'): with an empty bag all three are the same, and with no product in both
// bags adding and merging are.
export type SharedCartChoice = 'add' | 'merge' | 'replace';

export const SHARED_CART_WORDS: Record<SharedCartChoice, string> = {
  add: 'Add to my bag',
  merge: 'Merge with my bag',
  replace: 'Replace my bag',
};

type Line = { article: { uid: string } };

/** own: the shopper's bag's lines (empty for no bag); undefined when it could not be read (all three, then). */
export function sharedCartChoices(own: readonly Line[] | undefined, shared: readonly Line[]): SharedCartChoice[] {
  if (!own) return ['add', 'merge', 'replace'];
  if (!own.length) return ['add'];
  const mine = new Set(own.map((line) => line.article.uid));
  const overlap = shared.some((line) => mine.has(line.article.uid));
  return overlap ? ['add', 'merge', 'replace'] : ['add', 'replace'];
}
