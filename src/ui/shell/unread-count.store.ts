import { makeAutoObservable } from 'mobx';

/**
 * The inbox's unread count for the sidebar and the mobile menu. Start-up code, so it stays tiny:
 * the inbox area fills it (its call runs when the sidebar first shows) and keeps it in step as
 * messages are read or deleted; it implements core's UnreadCountState. Null until known.
 */
export class UnreadCountStore {
  count: number | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(count: number | null): void {
    this.count = count;
  }
}

/**
 * Fills the count. Bound in composition to a function that loads the inbox area (its code is not
 * in the log-on page) and runs its unread-count call.
 */
export const UnreadCountRefresher = Symbol('UnreadCountRefresher');
export interface UnreadCountRefresher {
  refresh(): Promise<void>;
}
