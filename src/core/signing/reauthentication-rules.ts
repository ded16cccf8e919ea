/**
 * The Re-authentication Security Code's words, one copy for every change that asks for it (move money,
 * open banking, security details, email, and every area the bank answers 0004 in). The spec words no
 * lock message for re-authentication; its limits are spec 02's 3 tries and 300 seconds
 * (reauthenticationLimits), counted by one counter per session: TransactionSigning's.
 */
export const ReauthenticationTexts = {
  locked: (secondsUntilRelease: number) => {
    const minutes = Math.max(1, Math.ceil(secondsUntilRelease / 60));
    return `You've entered an incorrect Re-authentication Security Code 3 times. For your security, you can try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  attemptsLeft: (left: number) => `You have ${left} ${left === 1 ? 'try' : 'tries'} left before changes are locked for 5 minutes.`,
} as const;
