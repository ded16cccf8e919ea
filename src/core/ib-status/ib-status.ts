/** Online banking status (docs/rules/access.md): ACTIVE, READONLY (ELG006, marker FD138B) or INVALID. */
export type IbStatus = 'ACTIVE' | 'READONLY' | 'INVALID';

export const isIbStatus = (value: unknown): value is IbStatus => value === 'ACTIVE' || value === 'READONLY' || value === 'INVALID';

/**
 * What a function may do for a status. Reading (the hubs, balances, messages received) is open to
 * every status the bank lets log on; a function that changes something (sending a message to the
 * bank) needs ACTIVE:
 * - READONLY → 'read-only': the read-only panel ('You don't have access to full Digital Banking.
 *   Select Proceed to choose a Secure Key'), Proceed to the token choice;
 * - INVALID → 'no-access': AUTH_ERROR ('You currently do not have access to this function').
 * The status could not be read ('unknown'): the function goes on to its own checks (send-allowed
 * for messages); the bank refuses a change from a read-only customer anyway (ELG006), and blocking
 * a full customer because a status call failed would be worse.
 */
export type IbAccess = 'full' | 'read-only' | 'no-access';

export function changeAccess(status: IbStatus | 'unknown'): IbAccess {
  switch (status) {
    case 'READONLY':
      return 'read-only';
    case 'INVALID':
      return 'no-access';
    default:
      return 'full';
  }
}
