'use client';
// The filter sheet's footer, and what turns the "Filters" disclosure into a sheet on a phone. The
// page draws it as two links (Clear all, and "Show N products" back to the listing), so the sheet
// works without JavaScript: there each filter link applies at once. With JavaScript, while the
// sheet is a sheet (narrower than the filter column's breakpoint) the shopper's picks are staged:
// links toggle in place, the price fields join them, the Apply link counts what it will show, and
// only Apply navigates. Escape, the backdrop and the toggle close it; Tab stays inside it.
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { FILTER_MESSAGES } from '@/lib/catalog/filter-messages';
import { listingHref, type ListingQuery } from '@/lib/catalog/listing-url';
import {
  apiFilterString,
  hasPrice,
  isStaged,
  stagePrice,
  stageToggle,
  toggledBy,
  type Toggle,
} from '@/lib/catalog/filter-stage';

type Props = {
  path: string;
  query: ListingQuery;
  total: number;
  /** The catalogue API path that lists this listing's products, for the count. */
  countPath: string;
  locked?: { key: string; value: string };
  className: string;
  applyClassName: string;
  clearClassName: string;
};

/** Below the filter column's breakpoint the disclosure is a sheet over the page (listing.module.css). */
const SHEET_MEDIA = '(max-width: 1023px)';
const FOCUSABLE = 'summary, a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"])';

export function FilterSheetActions(props: Props) {
  const { path, query, total, countPath, locked } = props;
  const ref = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const [staged, setStaged] = useState<string | undefined>(query.f);
  // The last count asked for, with the filters it counted; -1 when it could not be had.
  const [counted, setCounted] = useState<{ f: string | undefined; n: number }>();
  const count = staged === query.f ? total : counted && counted.f === staged ? counted.n : undefined;
  const stagedRef = useRef(staged);
  const applyRef = useRef<() => void>(() => {});
  const clearRef = useRef<() => void>(() => {});

  // The count for the staged filters, asked for once the shopper pauses.
  useEffect(() => {
    if (staged === query.f) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({ page_size: '1', filters: 'false' });
      const f = apiFilterString(staged, locked);
      if (f) params.set('f', f);
      if (query.q) params.set('q', query.q);
      try {
        const res = await fetch(`${countPath}?${params}`, { signal: abort.signal });
        const body = res.ok ? ((await res.json()) as { page?: { item_total?: number } }) : undefined;
        setCounted({ f: staged, n: body?.page?.item_total ?? -1 });
      } catch {
        if (!abort.signal.aborted) setCounted({ f: staged, n: -1 });
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [staged, query.f, query.q, countPath, locked]);

  useEffect(() => {
    const sheet = ref.current?.closest('details');
    if (!sheet) return;
    const media = window.matchMedia(SHEET_MEDIA);
    const active = () => media.matches && sheet.open;
    // Each facet link and the filter it toggles, read from its href against the page's own filters.
    const toggles = new Map<HTMLAnchorElement, Toggle>();
    for (const a of sheet.querySelectorAll<HTMLAnchorElement>('nav a[href]')) {
      const toggle = toggledBy(query.f, new URL(a.href, location.href).searchParams.get('f') ?? undefined);
      if (toggle) toggles.set(a, toggle);
    }
    const links = () => [...toggles.keys()];
    const priceInputs = () => [
      ...sheet.querySelectorAll<HTMLInputElement>('input[name="min_price"], input[name="max_price"]'),
    ];
    const initial = new Map(links().map((a) => [a, a.getAttribute('aria-current') === 'true']));
    const paint = (f: string | undefined) => {
      for (const a of links()) {
        const { key, value } = toggles.get(a)!;
        const on = value === '' ? hasPrice(f) : isStaged(f, key, value);
        if (on) a.setAttribute('aria-current', 'true');
        else a.removeAttribute('aria-current');
      }
    };
    const stage = (f: string | undefined) => {
      stagedRef.current = f;
      setStaged(f);
      paint(f);
    };
    const close = () => {
      sheet.open = false;
      sheet.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!active()) return;
      if ((event.target as Element).hasAttribute?.('data-sheet-backdrop')) return close();
      const link = (event.target as Element).closest?.('a');
      const toggle = link && toggles.get(link);
      if (!toggle) return;
      event.preventDefault();
      if (toggle.value === '') {
        for (const input of priceInputs()) input.value = '';
        stage(stagePrice(stagedRef.current, undefined, undefined));
      } else stage(stageToggle(stagedRef.current, toggle.key, toggle.value));
    };
    const onInput = (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (!active() || !/^(min|max)_price$/.test(input.name)) return;
      const [min, max] = ['min_price', 'max_price'].map((n) => priceInputs().find((i) => i.name === n)?.value);
      stage(stagePrice(stagedRef.current, min, max));
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!active()) return;
      event.preventDefault();
      apply();
    };
    const onKey = (event: KeyboardEvent) => {
      if (!active()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        return close();
      }
      if (event.key !== 'Tab') return;
      const items = [...sheet.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    // Closed without Apply: the picks go back to what the page shows.
    const onToggle = () => {
      if (sheet.open) return;
      for (const [a, on] of initial) {
        if (on) a.setAttribute('aria-current', 'true');
        else a.removeAttribute('aria-current');
      }
      for (const input of priceInputs()) input.value = input.defaultValue;
      stagedRef.current = query.f;
      setStaged(query.f);
    };
    const apply = () => {
      sheet.open = false;
      router.push(listingHref(path, { ...query, f: stagedRef.current, page_no: 1 }));
    };
    applyRef.current = apply;
    clearRef.current = () => {
      for (const input of priceInputs()) input.value = '';
      stage(undefined);
    };
    sheet.addEventListener('click', onClick);
    sheet.dataset.sheetReady = 'true';
    sheet.addEventListener('input', onInput);
    sheet.addEventListener('submit', onSubmit);
    sheet.addEventListener('keydown', onKey);
    sheet.addEventListener('toggle', onToggle);
    return () => {
      delete sheet.dataset.sheetReady;
      sheet.removeEventListener('click', onClick);
      sheet.removeEventListener('input', onInput);
      sheet.removeEventListener('submit', onSubmit);
      sheet.removeEventListener('keydown', onKey);
      sheet.removeEventListener('toggle', onToggle);
    };
    // The page's query and path change only with a new page, which draws a new sheet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const label =
    count === undefined
      ? FILTER_MESSAGES.counting
      : count < 0
        ? FILTER_MESSAGES.countFailed
        : FILTER_MESSAGES.show(count);
  return (
    <div ref={ref} className={props.className}>
      <a
        href={listingHref(path, { ...query, f: undefined, page_no: 1 })}
        className={props.clearClassName}
        rel="nofollow"
        onClick={(e) => {
          if (!window.matchMedia(SHEET_MEDIA).matches) return;
          e.preventDefault();
          clearRef.current();
        }}
      >
        {FILTER_MESSAGES.clearAll}
      </a>
      <a
        href={listingHref(path, { ...query, f: staged, page_no: 1 })}
        className={props.applyClassName}
        rel="nofollow"
        aria-live="polite"
        aria-busy={count === undefined || undefined}
        data-testid="filter-apply"
        onClick={(e) => {
          if (!window.matchMedia(SHEET_MEDIA).matches) return;
          e.preventDefault();
          applyRef.current();
        }}
      >
        {label}
      </a>
    </div>
  );
}
