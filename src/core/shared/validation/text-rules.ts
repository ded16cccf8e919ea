import { SpecMessages } from './validation-messages';

/**
 * docs/rules/field-validation.md's 'alpha numeric' set: letters, digits, space and / . + & ( ) , ' \ " -.
 * Letters are A to Z and a to z, digits 0 to 9, and nothing else (no accented or other-script
 * letters): the spec names one set for every form, and the payment set is what Faster Payments and
 * Bacs carry, so a reference or name the scheme would mangle is refused on the form, not by the bank.
 */
const alphanumericSet = /^[A-Za-z0-9 /.+&(),'\\"-]*$/;

/** True when every character is in the spec's alpha numeric set. */
export function isAlphanumeric(value: string): boolean {
  return alphanumericSet.test(value);
}

/** Required text: blank (spaces only) is empty. */
export function requiredTextError(raw: string): string | null {
  return raw.trim() === '' ? SpecMessages.required : null;
}

/** Required text of the alpha numeric set, any length (e.g. a list of destinations). */
export function alphanumericTextError(raw: string): string | null {
  return requiredTextError(raw) ?? (isAlphanumeric(raw.trim()) ? null : SpecMessages.alphanumeric);
}

/** Text length 1 to 18, trimmed, of the alpha numeric set (payee names). */
export function shortTextError(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return SpecMessages.required;
  if (value.length > 18) return SpecMessages.textLength;
  return isAlphanumeric(value) ? null : SpecMessages.alphanumeric;
}

/**
 * Payment reference: 1 to 18 of the alpha numeric set, trimmed. An empty reference breaks the
 * rule's own bound of 1, so it gets the rule's own message ('Reference must contain between 1 and
 * 18 ...'), not the general 'This field requires a value': the customer learns the bound at once.
 */
export function referenceError(raw: string): string | null {
  const value = raw.trim();
  return value.length >= 1 && value.length <= 18 && isAlphanumeric(value) ? null : SpecMessages.reference;
}

/**
 * Required selection: empty, negative, null or a placeholder fails (docs/rules/field-validation.md). Selects
 * hand back strings, so '-1' (any negative), the words 'null' and 'undefined', and a placeholder
 * option ('placeholder', 'Select', 'Please select') count as none.
 */
export function selectionError(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  const none = v === '' || v.startsWith('-') || /^(null|undefined|placeholder|select|please select)$/i.test(v);
  return none ? SpecMessages.selection : null;
}
