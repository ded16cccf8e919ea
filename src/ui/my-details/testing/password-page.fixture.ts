import type { IdentityStep } from '../../../core/identity/identity-step';

const input = (name: string, label: string) => ({ name, type: 'password', value: '', required: true, label });

/**
 * The security details' password page as the identity service answers it, for the view model's and
 * the page's specs (the fake identity service knows only the log-on pages).
 */
export const passwordPage = {
  name: 'UpdatePassword',
  route: '/security-details/update-password',
  status: 'OK',
  errors: [],
  inputs: [
    input('currentPassword', 'Current password'),
    input('newPassword', 'New password'),
    input('confirmPassword', 'Confirm new password'),
    input('reauthenticationCode', 'Re-authentication Security Code'),
  ],
  labels: {},
  selects: [],
  links: [],
  form: { action: 'security-details/update-password', method: 'POST' },
  data: { title: 'Change your password' },
} as unknown as IdentityStep;
