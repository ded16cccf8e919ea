/**
 * The customer's details as the bank holds them (customers profile v2, docs/rules/calls.md). Only the
 * email address and the statement preferences change online; the rest is changed by asking the bank.
 */
export interface PostalAddress {
  /** 'Home address', 'Correspondence address' ... as the bank names it. */
  label: string;
  lines: readonly string[];
  postcode: string;
}

export interface PhoneNumber {
  label: string;
  number: string;
}

export interface CustomerProfile {
  title: string;
  firstName: string;
  lastName: string;
  addresses: readonly PostalAddress[];
  phones: readonly PhoneNumber[];
  email: string;
}

/** 'Mr Alex Hardy'. */
export function fullName(profile: Pick<CustomerProfile, 'title' | 'firstName' | 'lastName'>): string {
  return [profile.title, profile.firstName, profile.lastName].filter((part) => part.trim() !== '').join(' ');
}

/**
 * The names that are the customer's own, for error reports to mask (docs/security.md): the whole
 * name and each part, without the title (a title alone identifies no one).
 */
export function ownNamesOf(profile: Pick<CustomerProfile, 'firstName' | 'lastName'>): string[] {
  const parts = [profile.firstName.trim(), profile.lastName.trim()].filter((part) => part !== '');
  return parts.length > 1 ? [parts.join(' '), ...parts] : parts;
}
