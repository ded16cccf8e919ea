import type { JournalMemory } from '../../core/journey/journal-memory';
import type { RequestJournal } from '../../core/never-twice/request-journal';

/**
 * Each confirming journey's kind in the session's request journal (core's RequestJournal). Open
 * requests are found again by kind and identity (the instruction's JSON unless the journey names
 * what it pays), so two journeys
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
  accountNickname: 'manage-account/nickname',
} as const;

export type JourneyScope = (typeof journeyScopes)[keyof typeof journeyScopes];

/**
 * The JourneyStore option `journal` for one journey. `identify` names what an instruction pays (a
 * payment) so the same payment by another route is found; without it the instruction is the subject.
 */
export function rememberedIn(journal: RequestJournal, scope: JourneyScope, identify?: (instruction: unknown) => string): JournalMemory {
  return { journal, scope, ...(identify ? { identify } : {}) };
}
