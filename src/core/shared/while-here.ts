import type { Navigator } from './navigator.port';

/**
 * The one rule for a navigation that waits on the bank (a press's Continue, Confirm, Log on): it goes
 * only if the customer is still where the press started, on the same history entry at the same
 * address. A customer who went elsewhere meanwhile (a help link, 'Back', a shell link, a typed
 * address) stays where they went: a late answer never pulls them back into a flow, nor forward into
 * one. `null` is a place that is gone (the page that asked has unmounted).
 *
 * Used by `useNavigateWhileHere` (pages that navigate through the router) and by `whileHere` (view
 * models and use cases that navigate through the Navigator port).
 */
export function stillHere(startedAt: string | null, now: string | null): boolean {
  return startedAt !== null && startedAt === now;
}

/** A navigation taken when a press starts, to be made when its answer lands. */
export interface GoWhileHere extends Pick<Navigator, 'goTo'> {
  /** Whether a `goTo` went: a caller chaining a second call moves on from where this one put them. */
  readonly went: boolean;
  /** Whether the customer is still where this was taken (a follow-up call, e.g. an autosubmit, is theirs). */
  readonly here: boolean;
}

/**
 * Call it when the press starts (before the await); its `goTo` moves the customer only while they
 * are still on the entry they were on then (`stillHere`).
 */
export function whileHere(navigator: Pick<Navigator, 'goTo' | 'here'>): GoWhileHere {
  const startedAt = navigator.here();
  let went = false;
  return {
    goTo(path, options) {
      if (!stillHere(startedAt, navigator.here())) return;
      went = true;
      navigator.goTo(path, options);
    },
    get went() {
      return went;
    },
    get here() {
      return stillHere(startedAt, navigator.here());
    },
  };
}
