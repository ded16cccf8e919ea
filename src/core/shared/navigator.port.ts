/** Moves the customer to an app route (hash routing). Lets core and adapters navigate without the UI. */
export const Navigator = Symbol('Navigator');
export interface Navigator {
  /** An app path such as '/logoff/locked' or '/authentication/error/FD2G004'. */
  goTo(path: string, options?: { replace?: boolean }): void;
  /**
   * Where the customer is now: the history entry and its address, as one string to compare (a
   * navigation that waits on the bank goes only while this is unchanged: `whileHere`).
   */
  here(): string;
  /** Leaves the app for a full-page address (e.g. the legacy log-on URL). */
  leaveTo(url: string): void;
}
