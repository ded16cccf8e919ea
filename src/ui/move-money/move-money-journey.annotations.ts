import { observableRef } from 'mobx';

/**
 * How MobX treats MoveMoneyJourney's members that are not plain page state: the injected services and
 * the sub-stores (which make themselves observable) are left alone; the kit's journey and the bank
 * calendar are observed by reference only (each is replaced whole, never changed in place). Kept apart
 * from the store so that file stays within 300 lines; the private members are named as strings so this
 * file needs no import of the store (no cycle).
 */
export type MoveMoneyJourneyPrivate =
  | 'loadMoveMoney'
  | 'transactionSigning'
  | 'unknownOutcomes'
  | 'keys'
  | 'accountsState'
  | 'content'
  | 'clock'
  | 'loadSigningDevice'
  | 'loadBankCalendar';

export const moveMoneyJourneyAnnotations = {
  loadMoveMoney: false,
  transactionSigning: false,
  unknownOutcomes: false,
  keys: false,
  accountsState: false,
  content: false,
  clock: false,
  flow: observableRef,
  review: false,
  payeeCheck: false,
  loadSigningDevice: false,
  loadBankCalendar: false,
  calendar: observableRef,
} as const;
