// The FacetIndex class: one load's arrays (facet-load.ts) and its reusable selection buffers, behind the API listings use.
import { countParts } from './facet-counts';
import type { FacetPart, FacetRow } from './facets';
import type { FacetArrays } from './facet-load';
import { firstInOrder, listedInScope, type SortKey } from './facet-order';
import { releaseSelection, selectRows, type Selection, type SelectionState } from './facet-select';
import type { SelectedGroup } from './selection';

export class FacetIndex {
  readonly n: number;
  readonly uid: Int32Array;
  private readonly arrays: FacetArrays;
  /** select()'s working bitsets and the released selections' arrays, for reuse. */
  private readonly state: SelectionState = { pool: [] };

  constructor(arrays: FacetArrays) {
    this.arrays = arrays;
    this.n = arrays.n;
    this.uid = arrays.uid;
  }

  /** The rows a listing's facet parts count, optionally within a scope (a search's or a collection's uids): see selectRows. */
  select(groups: SelectedGroup[], scopeUids?: number[]): Selection {
    return selectRows(this.arrays, this.state, groups, scopeUids);
  }

  /**
   * Gives a selection's arrays back for the next select(); the selection must not be read after.
   * Without release they are simply collected.
   */
  release(selection: Selection): void {
    releaseSelection(this.arrays, this.state, selection);
  }

  /** Each part's rows as facets.ts partStatements would answer them (see countParts). */
  countParts(parts: FacetPart[], selection: Selection): FacetRow[][] {
    return countParts(this.arrays, parts, selection);
  }

  /** How many rows pass every group. */
  count(selection: Selection): number {
    return selection.start[1] - selection.start[0];
  }

  /** The uids of the first `want` rows passing every group, in the sort's order. */
  first(selection: Selection, key: SortKey, descending: boolean, want: number): number[] {
    return firstInOrder(this.arrays, selection, key, descending, want);
  }

  /**
   * The first `want` of the given uids (a scope in its own order: a search's rank, a collection's
   * positions) whose rows pass every group; a uid the index has not seen yet is kept, for the
   * database to judge.
   */
  listed(uids: number[], selection: Selection, want: number): number[] {
    return listedInScope(this.arrays, uids, selection, want);
  }
}
