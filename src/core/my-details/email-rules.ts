import { CredentialMessages } from '../credentials/credential-messages';
import { matches } from '../credentials/credential-rules';

/**
 * The email field's rules (docs/rules/field-validation.md, 'Email'): required, only the characters an
 * address may hold ('Field must contain proper email characters'), then the shape of an address
 * ('Field must contain a valid email address'), at most 254 characters (RFC 5321's limit on a path).
 * The repeat must match, ignoring case ('Fields do not match, please try again').
 */
export const EmailMessages = {
  required: CredentialMessages.requiredText,
  characters: 'Field must contain proper email characters',
  invalid: 'Field must contain a valid email address',
  noMatch: CredentialMessages.noMatch,
} as const;

export const emailMaxLength = 254;

/** The characters of an address's dot-atom form (RFC 5322 atext, '.' and '@'). No quotes, no spaces. */
const emailCharacters = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~@-]+$/;
/** local@domain.tld: a local part of 1 to 64, labels of letters, digits and inner hyphens, a TLD of 2+ letters. */
const emailShape = /^(?!\.)(?!.*\.\.)[^@]{1,64}(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** The address as it is checked and sent: spaces around it dropped (a paste often carries them). */
export function normaliseEmail(raw: string): string {
  return raw.trim();
}

export function emailError(raw: string): string | null {
  const value = normaliseEmail(raw);
  if (value === '') return EmailMessages.required;
  if (!emailCharacters.test(value)) return EmailMessages.characters;
  if (value.length > emailMaxLength || !emailShape.test(value)) return EmailMessages.invalid;
  return null;
}

/** The repeat field: required, then the same address in any case. */
export function repeatEmailError(repeat: string, original: string): string | null {
  const value = normaliseEmail(repeat);
  if (value === '') return EmailMessages.required;
  return matches(value, normaliseEmail(original));
}

/** Common mail domains in the UK: a near miss of one of these is likely a typo. */
const commonDomains = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.co.uk',
  'yahoo.com',
  'yahoo.co.uk',
  'icloud.com',
  'btinternet.com',
  'sky.com',
  'aol.com',
  'virginmedia.com',
] as const;

/** Optimal string alignment distance: a swapped pair of letters ('gmial') counts as one edit. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/**
 * The address with a common domain in place of a likely typo of it (gmial.com → gmail.com,
 * hotmial.co.uk → hotmail.co.uk), or null. Never blocks: the customer may mean what they typed.
 */
export function likelyTypo(raw: string): string | null {
  const value = normaliseEmail(raw);
  const at = value.lastIndexOf('@');
  if (at < 1 || emailError(value) !== null) return null;
  const domain = value.slice(at + 1).toLowerCase();
  if ((commonDomains as readonly string[]).includes(domain)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const candidate of commonDomains) {
    const distance = editDistance(domain, candidate);
    if (distance <= 2 && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best ? `${value.slice(0, at)}@${best.domain}` : null;
}
