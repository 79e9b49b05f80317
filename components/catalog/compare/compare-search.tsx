'use client';
// "Add a product" on the compare page. Without JavaScript it is a GET form back to /compare/
// (the page lists matches as links); with it, suggestions show from focus on (compare search
// starts at length 0), 5 products at a time, 200 ms after the last keystroke.
import { useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { SEARCH } from '@/lib/shared/constants';
import { searchProducts } from '@/lib/catalog/client-actions';
import { COMPARE, compareHref } from '@/lib/catalog/compare';
import { saveCompareSlugs } from '@/lib/blocks/use-compare';
import { shouldSuggest } from '@/lib/catalog/search-suggestions';
import { useTypedBeforeHydration } from '@/lib/shared/typed-before-hydration';
import styles from './compare.module.css';
import { mediaThumbnail } from '@/contract/media';

type Match = { slug: string; name: string; brand: string; image?: string };

export function CompareSearch({ slugs, initialText = '' }: { slugs: string[]; initialText?: string }) {
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [matches, setMatches] = useState<Match[]>([]);
  const [active, setActive] = useState(-1);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => typed.q !== undefined && setText(typed.q));
  const router = useRouter();
  const listId = useId();
  const request = useRef(0);
  const full = slugs.length >= COMPARE.max;

  useEffect(() => {
    if (!open || !shouldSuggest(text, COMPARE.searchMinLength)) return;
    const id = ++request.current;
    const timer = setTimeout(async () => {
      try {
        const q = text.trim();
        const answer = await searchProducts(q, COMPARE.searchPageSize + slugs.length);
        if (id !== request.current) return;
        const found = answer.items.filter((p) => !slugs.includes(p.slug)).slice(0, COMPARE.searchPageSize);
        setMatches(
          found.map((p) => ({
            slug: p.slug,
            name: p.name,
            brand: p.brand.name,
            image: p.medias.find((m) => m.type === 'image')?.url,
          })),
        );
        setActive(-1);
      } catch {
        if (id === request.current) setMatches([]);
      }
    }, SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [text, open, slugs]);

  const add = (slug: string) => {
    const next = [...slugs, slug];
    saveCompareSlugs(next);
    setOpen(false);
    setText('');
    router.push(compareHref(next), { scroll: false });
  };

  if (full)
    return (
      <p className={styles.note}>
        You are comparing {COMPARE.max} products, the most at a time. Remove one to add another.
      </p>
    );

  return (
    <form
      ref={form}
      action="/compare/"
      method="get"
      role="search"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        if (active >= 0 && matches[active]) add(matches[active].slug);
        else if (matches[0]) add(matches[0].slug);
      }}
    >
      {slugs.length ? <input type="hidden" name="id" value={slugs.join(',')} /> : null}
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search a product to add
      </label>
      <input
        id={`${listId}-input`}
        name="q"
        type="search"
        autoComplete="off"
        maxLength={SEARCH.maxLength}
        placeholder="Search a product to add"
        value={text}
        role="combobox"
        aria-expanded={open && matches.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, matches.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, -1));
          else if (e.key === 'Escape') setOpen(false);
        }}
      />
      <button type="submit">Add</button>
      {open && matches.length > 0 ? (
        <ul id={listId} role="listbox" className={styles.suggestions} aria-label="Products to add">
          {matches.map((m, i) => (
            <li key={m.slug} id={`${listId}-${i}`} role="option" aria-selected={i === active}>
              <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => add(m.slug)}>
                {/* eslint-disable-next-line @next/next/no-img-element -- small platform thumbnail */}
                {m.image ? <img src={mediaThumbnail(m.image)} alt="" width={40} height={50} loading="lazy" /> : null}
                <span>
                  <strong>{m.name}</strong>
                  <small>{m.brand}</small>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
