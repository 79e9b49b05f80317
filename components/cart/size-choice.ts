// The size a shopper tapped among a product page's size chips (plain links to each size's page,
// drawn by the theme) while the page for that size is still on its way: the chip shows as chosen
// at once and Add to bag takes that size rather than asking again. Followed by the page's Add to
// bag island, so the chips themselves need no script of their own on every page.
const tapped = new Map<number, string>();
/** The mark of the chip tapped last, styled as chosen until the size's page arrives. */
export const TAPPED_ATTRIBUTE = 'data-tapped';

export function tappedSize(itemId: number): string | undefined {
  return tapped.get(itemId);
}

/**
 * Follows plain clicks on the chips (links carrying data-size) inside `chips`; returns how to
 * stop, which also forgets the tap and its mark (the page's own size then decides again).
 */
export function followSizeTaps(chips: HTMLElement, itemId: number): () => void {
  const unmark = () =>
    chips.querySelectorAll(`[${TAPPED_ATTRIBUTE}]`).forEach((chip) => chip.removeAttribute(TAPPED_ATTRIBUTE));
  const onClick = (event: MouseEvent) => {
    // A click that opens another tab or window leaves this page's choice alone.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const chip = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-size]') : null;
    if (!chip?.dataset.size || !chips.contains(chip)) return;
    tapped.set(itemId, chip.dataset.size);
    unmark();
    chip.setAttribute(TAPPED_ATTRIBUTE, '');
  };
  chips.addEventListener('click', onClick);
  return () => {
    chips.removeEventListener('click', onClick);
    tapped.delete(itemId);
    unmark();
  };
}
