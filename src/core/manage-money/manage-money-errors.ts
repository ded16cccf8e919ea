/** Error codes raised by the manage-money area itself (not by the bank). */
export const ManageMoneyErrorCodes = {
  /** The bank's answer did not have the agreed shape. */
  malformed: 'MM_MALFORMED',
  /** A route index that names no regular payment, payee or future payment (any more). */
  notFound: 'MM_NOT_FOUND',
} as const;
