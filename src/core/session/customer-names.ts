import type { AuthState } from './auth-state';

/**
 * The customer's names an error report must not carry (docs/rules/error-catalogue.md: "digits and names
 * masked"): the username the session shows (cin), the customer's real names once the bank gave them
 * (ownNames) and the username remembered on this device. Longest first, so a name that contains
 * another is masked whole.
 */
export function customerNames(state: Pick<AuthState, 'cin' | 'ownNames'>, rememberedUsername: string | null): string[] {
  const names = [state.cin, ...(state.ownNames ?? []), rememberedUsername].map((n) => n?.trim()).filter((n): n is string => !!n);
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}
