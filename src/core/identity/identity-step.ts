/**
 * One page of the legacy identity service, as parsed from its server-rendered HTML
 * (docs/rules/log-on-state.md, 'Each identity step holds ...'). The parser lives in adapters/legacy-page.
 */
export type IdentityStepStatus = 'OK' | 'INVALID' | 'ERROR' | 'REDIRECT' | 'LOGGED_OUT' | 'TIMED_OUT' | 'MULTIPLE_LOGIN' | 'FALLBACK';

export interface IdentityInput {
  name: string;
  type: string;
  value: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
}

export interface IdentitySelect {
  key: string;
  title: string;
  options: { value: string; label: string }[];
}

export interface IdentityLink {
  id: string;
  href: string;
  text: string;
}

export interface IdentityError {
  code: string;
  message: string;
  /** The input the error belongs to, when the page says. */
  field?: string;
}

export interface IdentityStepData {
  camLevel?: number;
  maxCamLevel?: number;
  tokenType?: 'soft' | 'hard';
  cin?: string;
  stepTracker?: string;
  title?: string;
  successMsg?: string;
  refID?: string;
  resetCode?: string;
  activationCode?: string;
  expires?: string;
  address?: string;
  message?: string;
  alternatives?: string[];
  reorderSK?: boolean;
  unregistered?: boolean;
  hasLoggedOut?: boolean;
  autosubmit?: boolean;
  inTokenActivationPeriod?: boolean;
  theme?: string;
  /**
   * Online banking status (docs/rules/access.md). Not one of the spec's step-data fields: the parser
   * derives it from the page (READONLY when the page carries ELG006 / FD138B).
   */
  ibStatus?: 'ACTIVE' | 'READONLY' | 'INVALID';
}

export interface IdentityForm {
  action: string;
  method: 'GET' | 'POST';
}

export interface IdentityStep {
  name: string;
  /** The app route this step maps to (e.g. '/authentication/password'). */
  route: string;
  form: IdentityForm | null;
  inputs: IdentityInput[];
  selects: IdentitySelect[];
  labels: Record<string, string>;
  links: IdentityLink[];
  errors: IdentityError[];
  status: IdentityStepStatus;
  data: IdentityStepData;
}

/** The names the parser gives each kind of page (the screen constants of docs/rules/log-on-screens.md where one fits). */
export const IdentityStepNames = {
  username: 'Username',
  password: 'Cam10',
  secureToken: 'Cam30',
  cam40Redirect: 'Cam40Redirect',
  logonComplete: 'Cam40',
  tokenSelection: 'Activation',
  readOnly: 'ReadOnly',
  locked: 'Locked',
  loggedOut: 'LoggedOut',
  multipleLogin: 'MultipleLogin',
  timedOut: 'TimedOut',
  generalError: 'Error',
  unrecognised: 'Unrecognised',
} as const;
export type IdentityStepName = (typeof IdentityStepNames)[keyof typeof IdentityStepNames];

/** The app routes the pages map to (docs/rules/log-on-screens.md). */
export const IdentityRoutes = {
  username: '/authentication/username',
  password: '/authentication/password',
  secureToken: '/authentication/securetoken',
  /** The identity-verification redirect to level 40; the app may add `?__returnUrl=`. */
  cam40Redirect: '/idv/cam40redirect',
  /** Where a completed log-on goes unless the session holds another post-log-on destination. */
  postLogOn: '/summary',
  tokenSelection: '/activation/choose',
  readOnly: '/authentication/error/ELG006',
  loggedOut: '/logoff',
  locked: '/logoff/locked',
  multipleLogin: '/logoff/multiple-login',
  timedOut: '/logoff/timed-out',
  generalError: '/authentication/error',
  fallback: '/authentication/error/FD2G509',
} as const;

/** Error codes the identity pages carry (docs/api/identity.md). */
export const IdentityErrorCodes = {
  /** Wrong security code at stage 3. */
  securityCodeIncorrect: 'LOG_0008',
  /** Details mismatch: never says which element was wrong (PSD2 RTS 4(3)(a)). */
  detailsMismatch: 'LOG_0001',
  /** Result code 0009: the customer is locked. */
  locked: '0009',
  /** Result code 0015: temporarily locked. */
  temporarilyLocked: '0015',
  /** Result code 0014: logged on twice. */
  multipleLogin: '0014',
  readOnly: 'ELG006',
  readOnlyMarker: 'FD138B',
  fallback: 'FD2G509',
} as const;
