/**
 * One page of the legacy identity service, as parsed from its server-rendered HTML
 * (spec 01 section 3, 'Each identity step holds ...'). The parser lives in adapters/legacy-page.
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
