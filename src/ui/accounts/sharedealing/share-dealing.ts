/**
 * The pass-through to the share-dealing host (spec 02 sections 6 and 7): the account's own token goes
 * in the body of a POST, never in a URL, so it stays out of the address bar, history and server logs.
 */
export const shareDealingEntryPath = '/sso';
export const shareDealingTokenField = 'authToken';

export function shareDealingAction(host: string): string {
  return `${host.replace(/\/+$/, '')}${shareDealingEntryPath}`;
}
