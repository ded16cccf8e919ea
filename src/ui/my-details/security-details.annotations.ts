/**
 * The members of SecurityDetailsViewModel that MobX must leave alone: the injected services, the
 * change's confirmations (security-change-confirmations.ts) and the run lifecycle. None of them is
 * page state a view reads, so none is observable. Kept apart from the view model so that file stays within 300 lines; the
 * names are listed as strings (the view model's private members) so this file needs no import of the
 * class (no cycle).
 */
export type SecurityDetailsUnobserved =
  | 'open'
  | 'submitChange'
  | 'steps'
  | 'navigator'
  | 'counter'
  | 'config'
  | 'changes'
  | 'unsubscribe'
  | 'runs';

export const securityDetailsAnnotations: Readonly<Record<SecurityDetailsUnobserved, false>> = {
  open: false,
  submitChange: false,
  steps: false,
  navigator: false,
  counter: false,
  config: false,
  changes: false,
  unsubscribe: false,
  runs: false,
};
