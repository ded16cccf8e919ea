/**
 * The inbox's unread count (docs/rules/customer-states.md): reading an unread message lowers it by 1, and so
 * does deleting one; it never goes below 0. An unknown count (not loaded yet) stays unknown.
 */
export function countAfterRead(count: number | null, wasUnread: boolean): number | null {
  if (count === null || !wasUnread) return count;
  return Math.max(0, count - 1);
}

export function countAfterDelete(count: number | null, wasUnread: boolean): number | null {
  return countAfterRead(count, wasUnread);
}

/**
 * Where the sidebar, the mobile menu and the inbox read the count. Implemented by the shell's small
 * observable store, so the sidebar follows every change the inbox makes.
 */
export const UnreadCountState = Symbol('UnreadCountState');
export interface UnreadCountState {
  readonly count: number | null;
  set(count: number | null): void;
}
