import type { UnknownOutcomes } from '../../core/session/unknown-outcomes';

/**
 * Each confirming journey's name in the session's lost answers (core's UnknownOutcomes, issue 26
 * item 3). Lost answers are found again by scope and the reviewed instruction's JSON, so two journeys
 * whose instructions could look alike (a cancel and a stop of one subject) never share one: each has
 * its own scope, listed here once so none is used twice.
 */
export const journeyScopes = {
  moveMoney: 'move-money',
  amendStandingOrder: 'manage-money/amend',
  moveStandingOrder: 'manage-money/transfer',
  cancelRegularPayment: 'manage-money/cancel',
  stopFuturePayment: 'manage-money/stop',
  deletePayee: 'manage-money/delete-payee',
  cashIsa: 'savings/cash-isa',
  regularSaver: 'savings/regular-saver',
  personalLoan: 'lending/personal-loan',
  cardApplication: 'lending/card-application',
  cardOptions: 'lending/card-options',
  cardAgreement: 'lending/card-agreement',
  email: 'my-details/email',
  statementPreferences: 'my-details/statement-preferences',
  revokeAccess: 'open-banking/revoke',
  message: 'messages/new',
  inboxReply: 'inbox/reply',
  authorisation: 'open-banking/authorisation',
  securityDetails: 'my-details/security-details',
  manageAccount: 'manage-account',
} as const;

export type JourneyScope = (typeof journeyScopes)[keyof typeof journeyScopes];

/** The JourneyStore option `unknownOutcomes` for one journey. */
export function rememberedIn(outcomes: UnknownOutcomes, scope: JourneyScope): { outcomes: UnknownOutcomes; scope: JourneyScope } {
  return { outcomes, scope };
}
