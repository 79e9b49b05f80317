'use client';
// The header search: a plain GET form (works without JavaScript) that suggests products, brands,
// categories and collections while typing (200 ms debounce) and offers previous searches. On a
// search's results the box shows what was searched, to read or edit.
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import Link from '@/components/ui/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { SEARCH } from '@/lib/shared/constants';
import { useTypedBeforeHydration } from '@/lib/shared/typed-before-hydration';
import { useSearch } from '@/lib/blocks/use-search';
import { shouldSuggest, type Suggestion } from '@/lib/catalog/search-suggestions';
import styles from './search-box.module.css';

const KIND_LABEL: Record<Suggestion['kind'], string> = {
  product: 'Product',
  brand: 'Brand',
  category: 'Category',
  collection: 'Collection',
  query: 'Search',
};

/** `placeholder`: the theme's search placeholder; empty keeps the shop's own. */
export function SearchBox({ className, placeholder }: { className?: string; placeholder?: string }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const { suggestions, previous, remember } = useSearch(text);
  const router = useRouter();
  const listId = useId();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    setText(typed.q ?? '');
    setOpen(document.activeElement?.getAttribute('name') === 'q');
  });

  const showPrevious = open && text.trim() === '' && previous.length > 0;
  const showSuggestions = open && shouldSuggest(text) && suggestions.length > 0;

  return (
    <form
      ref={form}
      action="/products/"
      className={`${styles.form} ${className ?? ''}`}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const q = text.trim();
        if (!q) return;
        remember(q);
        setOpen(false);
        router.push(`/products/?q=${encodeURIComponent(q)}`);
      }}
    >
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search products
      </label>
      <input
        id={`${listId}-input`}
        name="q"
        type="search"
        placeholder={placeholder || 'Search kurtas, sneakers, brands…'}
        maxLength={SEARCH.maxLength}
        autoComplete="off"
        role="combobox"
        aria-expanded={showPrevious || showSuggestions}
        aria-controls={listId}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      />
      <Suspense fallback={null}>
        <SearchedText onChange={setText} />
      </Suspense>
      {showPrevious || showSuggestions ? (
        <ul
          id={listId}
          role="listbox"
          className={styles.list}
          aria-label={showPrevious ? 'Previous searches' : 'Suggestions'}
        >
          {showPrevious
            ? previous.map((p) => (
                <li key={p} role="option" aria-selected={false}>
                  <Link href={`/products/?q=${encodeURIComponent(p)}`} onClick={() => remember(p)}>
                    <span className={styles.kind}>Recent</span> {p}
                  </Link>
                </li>
              ))
            : suggestions.map((s) => (
                <li key={`${s.kind}-${s.href}`} role="option" aria-selected={false}>
                  <Link href={s.href} onClick={() => remember(text)}>
                    <span className={styles.kind}>{KIND_LABEL[s.kind]}</span> {s.label}
                  </Link>
                </li>
              ))}
        </ul>
      ) : null}
    </form>
  );
}

/**
 * Puts the search's q into the box when it changes (a results page, back and forward), and
 * empties it elsewhere (another page's q, the comparison's, is not this box's). Alone in its
 * Suspense boundary: reading the URL's query keeps only this empty part out of the cached render.
 */
function SearchedText({ onChange }: { onChange: (text: string) => void }) {
  const params = useSearchParams();
  const q = usePathname().startsWith('/products') ? (params.get('q') ?? '') : '';
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    // On its first run it fills the box only on a results page: words typed before this part
    // hydrated stay.
    if (shown.current === undefined ? q !== '' : shown.current !== q) onChange(q);
    shown.current = q;
  }, [q, onChange]);
  return null;
}
