/**
 * Anything shaped like an email address (a local part, '@', a dotted domain), in any script: masked
 * whole before the digits, so none of it is left to identify the customer.
 */
const emailAddress = /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/**
 * Error reports leave the browser, so nothing in them may identify a customer: every email address,
 * every digit in any script (\p{Nd}: account numbers, sort codes, dates) and every known customer
 * name is masked.
 */
export function maskPersonalData(text: string, customerNames: readonly string[] = []): string {
  let masked = text.replace(emailAddress, '[email]').replace(/\p{Nd}/gu, '*');
  for (const name of customerNames) {
    const trimmed = name.trim();
    if (trimmed.length < 2) continue;
    const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    masked = masked.replace(new RegExp(escaped, 'giu'), '[name]');
  }
  return masked;
}
