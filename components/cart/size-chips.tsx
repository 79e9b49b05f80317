'use client';
// A product page's sizes as chips: each a link to the page for that size (its price, seller and
// delivery), so they work without JavaScript. With it, a tapped chip shows as chosen at once and
// Add to bag takes that size while the page for it arrives (size-choice.ts).
import { useEffect, useState } from 'react';
import Link from '@/components/ui/link';
import { forgetTappedSize, tapSize } from './size-choice';

export type SizeChip = { value: string; display: string; available: boolean; href: string };

type Props = {
  itemId: number;
  sizes: SizeChip[];
  /** The page's own size (?size=). */
  current?: string;
  classes: { list: string; size: string; soldOut: string };
};

/** Keyed by the page's size (`key={current}`), so a new page for a size starts from its own choice. */
export function SizeChips({ itemId, sizes, current, classes }: Props) {
  const [tapped, setTapped] = useState<string>();
  // A tap on an earlier page for this product no longer stands.
  useEffect(() => forgetTappedSize(itemId), [itemId]);
  const chosen = tapped ?? current;
  return (
    <ul className={classes.list} aria-label="Sizes">
      {sizes.map((s) =>
        s.available ? (
          <li key={s.value}>
            <Link
              href={s.href}
              scroll={false}
              replace
              className={classes.size}
              aria-current={s.value === chosen ? 'true' : undefined}
              data-testid="size-option"
              onClick={(event) => {
                // A click that opens another tab or window leaves this page's choice alone.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                setTapped(s.value);
                tapSize(itemId, s.value);
              }}
            >
              {s.display}
            </Link>
          </li>
        ) : (
          <li key={s.value}>
            <span className={`${classes.size} ${classes.soldOut}`}>
              {s.display}
              <span className="visually-hidden"> (sold out)</span>
            </span>
          </li>
        ),
      )}
    </ul>
  );
}
