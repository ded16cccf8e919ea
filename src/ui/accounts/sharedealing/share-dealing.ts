/**
 * The pass-through to the share-dealing host (docs/rules/access.md and docs/rules/calls.md): the account's own token goes
 * in the body of a POST, never in a URL, so it stays out of the address bar, history and server logs.
 */
export const shareDealingEntryPath = '/sso';
export const shareDealingTokenField = 'authToken';

export function shareDealingAction(host: string): string {
  return `${host.replace(/\/+$/, '')}${shareDealingEntryPath}`;
}
