/**
 * The functions that content can switch on or off (docs/rules/log-on-state.md, 'Feature toggles exist per
 * function'). Content names them with these keys; their on/off logic beyond the flag is not shown.
 */
export const FeatureToggles = [
  'sessionCheck',
  'downloadTransactions',
  'moveMoney',
  'moveMoneyNewMinorPayee',
  'moveMoneyNewMajorPayee',
  'moveMoneyStandingOrders',
  'moveMoneyInternational',
  'manageAccount',
  'myDetails',
  'emailDetails',
  'statements',
  'statementPreferences',
  'inbox',
  'productApply',
  'openBanking',
  'travelHub',
  'techHub',
  'contactUs',
  'lastLogin',
  'regularSaver',
  'cashIsa',
  'personalLoan',
  'creditCards',
  'orderPayingInPsk',
  'forceTokenSelection',
  'pendingDebitCardAuthorisations',
  'confirmationOfPayee',
  'secondaryReferenceDataCheck',
  'myDocuments',
  'shareDealingStopCookie',
] as const;

export type FeatureToggle = (typeof FeatureToggles)[number];

export const isFeatureToggle = (name: string): name is FeatureToggle => (FeatureToggles as readonly string[]).includes(name);
