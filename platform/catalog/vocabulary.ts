// Typo tolerance for search. The catalogue's words (the lexemes of products.search: names,
// brands, categories, colours, descriptions) are held in memory with a trigram index; a query
// word that starts no known word is replaced by its nearest known words by trigram similarity
// (pg_trgm's measure), so 'kurtaa' searches 'kurta' and 'snekers' searches 'sneakers'. The
// database search stays a single indexed tsquery.
import type { Database } from '../db/client';
import { onClearCatalogCaches } from './cache';

export type Vocabulary = {
  /** Sorted, for prefix look-ups. */
  words: string[];
  /** How many products carry each word (by index in words). */
  docs: number[];
  /** Trigram -> indexes of the words that contain it. */
  grams: Map<string, number[]>;
  /** Number of distinct trigrams of each word. */
  gramCount: number[];
  /** Indexes of the words by first letter (for the edit-distance fallback). */
  byInitial: Map<string, number[]>;
};

const TTL_MS = 10 * 60_000;
let slots = new WeakMap<Database, { at: number; value: Promise<Vocabulary>; refreshing?: boolean }>();
onClearCatalogCaches(() => {
  slots = new WeakMap();
});

/** The vocabulary; a stale one is served while a fresh one loads in the background. */
export function getVocabulary(database: Database): Promise<Vocabulary> {
  const slot = slots.get(database);
  if (!slot) {
    const value = load(database);
    slots.set(database, { at: Date.now(), value });
    value.catch(() => slots.delete(database));
    return value;
  }
  if (Date.now() - slot.at > TTL_MS && !slot.refreshing) {
    slot.refreshing = true;
    load(database)
      .then((fresh) => slots.set(database, { at: Date.now(), value: Promise.resolve(fresh) }))
      .catch(() => (slot.refreshing = false));
  }
  return slot.value;
}

async function load(database: Database): Promise<Vocabulary> {
  const rows = await database.query<{ word: string; ndoc: number }>(
    `SELECT word, ndoc FROM ts_stat('SELECT search FROM products') ORDER BY word`,
  );
  const words: string[] = [];
  const docs: number[] = [];
  for (const r of rows) {
    // Keep letters-and-digits words a shopper could type; ts_stat sorts by byte order, we need JS order.
    if (/^[\p{L}\p{N}]+$/u.test(r.word)) {
      words.push(r.word);
      docs.push(Number(r.ndoc));
    }
  }
  const order = words.map((_, i) => i).sort((a, b) => (words[a] < words[b] ? -1 : words[a] > words[b] ? 1 : 0));
  const sortedWords = order.map((i) => words[i]);
  const sortedDocs = order.map((i) => docs[i]);
  const grams = new Map<string, number[]>();
  const gramCount: number[] = [];
  sortedWords.forEach((word, i) => {
    const own = trigrams(word);
    gramCount.push(own.size);
    for (const g of own) {
      const list = grams.get(g);
      if (list) list.push(i);
      else grams.set(g, [i]);
    }
  });
  const byInitial = new Map<string, number[]>();
  sortedWords.forEach((word, i) => {
    const list = byInitial.get(word[0]);
    if (list) list.push(i);
    else byInitial.set(word[0], [i]);
  });
  return { words: sortedWords, docs: sortedDocs, grams, gramCount, byInitial };
}

export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** True when some known word starts with the given one. */
export function hasPrefix(v: Vocabulary, word: string): boolean {
  let lo = 0;
  let hi = v.words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (v.words[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo < v.words.length && v.words[lo].startsWith(word);
}

const MIN_SIMILARITY = 0.3; // pg_trgm's default similarity threshold
const MAX_CORRECTIONS = 3;

/**
 * The known words nearest to a word, best first (similarity, then how common). When no word is
 * similar enough by trigrams (swapped letters score low: 'shrit' and 'shirt' share 2 of 10),
 * words with the same first letter within one edit (two for long words) are taken instead.
 */
export function corrections(v: Vocabulary, word: string): string[] {
  if (word.length < 3) return [];
  const byTrigram = trigramCorrections(v, word);
  if (byTrigram.length || word.length < 4) return byTrigram;
  const limit = word.length >= 8 ? 2 : 1;
  const near: { i: number; d: number }[] = [];
  for (const i of v.byInitial.get(word[0]) ?? []) {
    const candidate = v.words[i];
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const d = editDistance(word, candidate, limit);
    if (d <= limit) near.push({ i, d });
  }
  return near
    .sort((a, b) => a.d - b.d || v.docs[b.i] - v.docs[a.i])
    .slice(0, MAX_CORRECTIONS)
    .map((n) => v.words[n.i]);
}

/** Optimal string alignment distance (an adjacent swap is one edit); stops past the limit. */
export function editDistance(a: string, b: string, limit: number): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1);
    current[0] = i;
    let best = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        current[j] = Math.min(current[j], before[j - 2] + 1);
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

function trigramCorrections(v: Vocabulary, word: string): string[] {
  const mine = trigrams(word);
  const shared = new Map<number, number>();
  for (const g of mine) for (const i of v.grams.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  const scored: { i: number; score: number }[] = [];
  for (const [i, common] of shared) {
    const score = common / (mine.size + v.gramCount[i] - common);
    if (score >= MIN_SIMILARITY) scored.push({ i, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || v.docs[b.i] - v.docs[a.i])
    .slice(0, MAX_CORRECTIONS)
    .map((s) => v.words[s.i]);
}
