// Text search over products: every word must match as a prefix in the weighted full-text vector
// (name, brand, category, colour, description). A word that starts no catalogue word is
// replaced by its nearest catalogue words by trigram similarity (vocabulary.ts), so 'kurtaa' and
// 'snekers' still find kurtas and sneakers. Ranked by ts_rank plus the name's word similarity.
import type { AutoCompleteResponse, AutocompleteItem } from '../../contract/types/catalog';
import type { Database } from '../db/client';
import type { Media as DbMedia } from './schema';
import { sharedAs, TtlCache } from './cache';
import { databaseId, getLookups, type CategoryRow, type Lookups } from './lookups';
import { CATALOG_LIMITS } from './constants';
import { actions, media } from './shapes';
import type { Params } from './sql';
import { corrections, getVocabulary, hasPrefix, trigrams } from './vocabulary';

const MAX_WORDS = 6;
const MAX_WORD = 40;

/** The words of a search and, per word, what it may match: itself as a prefix, or corrections. */
export type SearchTerms = { text: string; words: string[]; alternatives: string[][] };

export async function searchTerms(database: Database, q: string | undefined): Promise<SearchTerms | undefined> {
  if (!q) return undefined;
  const words = [...new Set((q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, MAX_WORD)))].slice(
    0,
    MAX_WORDS,
  );
  if (!words.length) return undefined;
  const v = await getVocabulary(database);
  const alternatives = words.map((w) => (w.length < 3 || hasPrefix(v, w) ? [w] : [w, ...corrections(v, w)]));
  return { text: words.join(' '), words, alternatives };
}

/** to_tsquery('simple', ...) text: every word (AND), each as any of its alternatives (OR), as prefixes. */
export function tsquery(terms: SearchTerms, weights = ''): string {
  return terms.alternatives.map((alts) => `(${alts.map((a) => `${a}:*${weights}`).join(' | ')})`).join(' & ');
}

/** A stable text for cache keys: what is actually searched. */
export const searchKey = (terms: SearchTerms | undefined): string => (terms ? tsquery(terms) : '');

/**
 * WHERE fragment and rank expression for the terms (table alias p). The rank adds its
 * parameters only when asked for, so a statement that does not order by it has none unused.
 */
export function searchSql(terms: SearchTerms, p: Params): { where: string; rank: () => string } {
  const query = tsquery(terms);
  const where = `p.search @@ to_tsquery('simple', ${p.add(query)})`;
  const rank = () =>
    `(ts_rank(p.search, to_tsquery('simple', ${p.add(query)})) + word_similarity(${p.add(terms.text)}, p.name))`;
  return { where, rank };
}

// ---- auto-complete -------------------------------------------------------------------------

// Answers as JSON text by what is searched (and the text echoed back as the 'query' item).
const suggestions = new TtlCache<string>(2000, 60_000, 0, sharedAs.text('suggestions'));

export async function autoCompleteJson(database: Database, q: string): Promise<string> {
  const terms = await searchTerms(database, q);
  if (!terms) return JSON.stringify({ items: [] } satisfies AutoCompleteResponse);
  const text = q.trim();
  return suggestions.getOrLoad(`${databaseId(database)}|${searchKey(terms)}|${text}`, async () =>
    JSON.stringify(await load(database, text, terms)),
  );
}

type SuggestRow = { slug: string; name: string; medias: DbMedia[] };

async function load(database: Database, q: string, terms: SearchTerms): Promise<AutoCompleteResponse> {
  // Suggestions match the name, brand, category and colour (weights A and B), most popular first.
  const [rows, l] = await Promise.all([
    database.query<SuggestRow>(
      `SELECT p.slug, p.name, p.medias FROM products p WHERE p.search @@ to_tsquery('simple', $1) ORDER BY p.popularity DESC, p.uid LIMIT ${CATALOG_LIMITS.suggestionsPerKind}`,
      [tsquery(terms, 'AB')],
    ),
    getLookups(database),
  ]);
  const items: AutocompleteItem[] = rows.map((r) => ({
    display: r.name,
    type: 'product',
    logo: r.medias?.[0] ? { type: 'image', url: r.medias[0].url, alt: r.medias[0].alt ?? r.name } : undefined,
    action: actions.product(r.slug),
    _custom_json: {},
  }));
  for (const b of best(l.brands, terms))
    items.push({
      display: b.name,
      type: 'brand',
      logo: media(b.logo, b.name),
      action: actions.brand(b.slug),
      _custom_json: {},
    });
  const suggested = best(l.categories, terms);
  for (const c of suggested)
    items.push({
      display: categoryLabel(c, suggested, l),
      type: 'category',
      logo: media(c.logo, c.name),
      action: actions.category(c.slug),
      _custom_json: {},
    });
  for (const c of best(activeCollections(l), terms))
    items.push({
      display: c.name,
      type: 'collection',
      logo: media(c.logo, c.name),
      action: actions.collection(c.slug),
      _custom_json: {},
    });
  items.push({ display: q, type: 'query', action: actions.search(q), _custom_json: {} });
  return { items };
}

const activeCollections = (l: Lookups) => l.collections.filter((c) => c.isActive);

/**
 * A category's name, with its department's where another suggested category has the same name
 * (the men's and the women's Kurtas), so no two suggestions read alike.
 */
function categoryLabel(category: CategoryRow, suggested: CategoryRow[], l: Lookups): string {
  const twin = suggested.some((other) => other !== category && other.name === category.name);
  const department = twin ? l.departmentByUid.get(category.departmentUid) : undefined;
  return department ? `${category.name} (${department.name})` : category.name;
}

/** The few named things (brands, categories, collections) that best match every word. */
function best<T extends { name: string; priority: number }>(list: T[], terms: SearchTerms): T[] {
  const scored: { item: T; score: number }[] = [];
  for (const item of list) {
    const nameWords = item.name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    let score = 0;
    for (const w of terms.words) {
      const s = wordScore(w, nameWords);
      if (s === 0) {
        score = 0;
        break;
      }
      score += s;
    }
    if (score > 0) scored.push({ item, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || b.item.priority - a.item.priority || a.item.name.localeCompare(b.item.name))
    .slice(0, CATALOG_LIMITS.suggestionsPerKind)
    .map((s) => s.item);
}

function wordScore(word: string, nameWords: string[]): number {
  let bestScore = 0;
  for (const n of nameWords) {
    if (n === word) return 3;
    if (n.startsWith(word)) bestScore = Math.max(bestScore, 2);
    else if (word.length >= 3) {
      const s = trigramSimilarity(word, n);
      if (s >= 0.4) bestScore = Math.max(bestScore, s);
    }
  }
  return bestScore;
}

/** pg_trgm's similarity for two single words: shared trigrams over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}
