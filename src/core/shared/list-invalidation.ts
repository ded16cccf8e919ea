/**
 * The lists a loader keeps for a while (move money's saved payees are kept for the area's life), by
 * name. A change that touches a list says so here, and every loader that keeps that list forgets its
 * copy, so the next page asks the bank again (a payee deleted in manage money must
 * not be offered by move money). Lists fetched afresh on every visit need not listen.
 */
export type KeptList = 'payees' | 'regular-payments' | 'future-payments';

export class ListInvalidation {
  private readonly forgetters = new Map<KeptList, Set<() => void>>();

  /** `forget` runs whenever `list` changes; returns a function that stops it. */
  on(list: KeptList, forget: () => void): () => void {
    const set = this.forgetters.get(list) ?? new Set();
    set.add(forget);
    this.forgetters.set(list, set);
    return () => set.delete(forget);
  }

  /** A change touched these lists (whatever its answer: a refused change costs one fresh read, an unknown one may have gone through). */
  changed(...lists: KeptList[]): void {
    for (const list of lists) for (const forget of this.forgetters.get(list) ?? []) forget();
  }
}
