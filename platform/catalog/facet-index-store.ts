// The facet index of each database: loaded on first use, fresh for 30 s, refreshed by one background load at a time, kept while products do not change.
import type { Database } from '../db/client';
import { onClearCatalogCaches, TtlCache } from './cache';
import { FacetIndex } from './facet-index-class';
import { loadFacetArrays, VERSION_SQL } from './facet-load';

// An unchanged index is still loaded anew this often, whatever the version says.
const KEEP_MAX_MS = 5 * 60_000;

// One entry per database; null when the catalogue is too large for it.
const indexes = new TtlCache<FacetIndex | null>(20, 30_000, 5 * 60_000);
// Per database, keyed by its query builder, not the Database object: wrappers of one database
// (the bench's SQL recorder) share its index. `kept` is the last load, kept while products do
// not change and no cache was dropped since.
// `running` is the load under way and `queued` the one to start after it: a load asked for while
// another runs waits for it, and every ask meanwhile shares that one next load, so a burst of
// changes costs two loads, not one per change running side by side.
type Slot = {
  id: number;
  kept?: { index: FacetIndex | null; version: string; generation: number; at: number };
  running?: Promise<FacetIndex | null>;
  queued?: Promise<FacetIndex | null>;
};
const slots = new WeakMap<object, Slot>();
let nextId = 1;
// A writer that drops the caches may not have published its counters yet: load anew after that.
let generation = 0;
onClearCatalogCaches(() => generation++);

function slotOf(database: Database): Slot {
  let slot = slots.get(database.db);
  if (!slot) {
    slot = { id: nextId++ };
    slots.set(database.db, slot);
  }
  return slot;
}

/** The facet index of the database (loaded on first use), or undefined when it has none. */
export async function getFacetIndex(database: Database): Promise<FacetIndex | undefined> {
  const slot = slotOf(database);
  const index = await indexes.getOrLoad(String(slot.id), () => {
    if (!slot.running) return begin(database, slot);
    slot.queued ??= slot.running
      .catch(() => undefined)
      .then(() => {
        slot.queued = undefined;
        return begin(database, slot);
      });
    return slot.queued;
  });
  return index ?? undefined;
}

/** Starts a load of the slot's index now (none is running): the arrays it has if products did not move. */
function begin(database: Database, slot: Slot): Promise<FacetIndex | null> {
  const running = (async () => {
    const started = generation;
    const [{ version }] = await database.query<{ version: string }>(VERSION_SQL);
    const kept = slot.kept;
    if (kept && kept.version === version && kept.generation === started && Date.now() - kept.at < KEEP_MAX_MS)
      return kept.index;
    const at = Date.now();
    const loaded = await load(database);
    slot.kept = { index: loaded, version, generation: started, at };
    return loaded;
  })().finally(() => {
    if (slot.running === running) slot.running = undefined;
  });
  slot.running = running;
  return running;
}

async function load(database: Database): Promise<FacetIndex | null> {
  const arrays = await loadFacetArrays(database);
  return arrays && new FacetIndex(arrays);
}
