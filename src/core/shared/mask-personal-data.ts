/**
 * Error reports leave the browser, so nothing in them may identify a customer: every digit in any
 * script (\p{Nd}: account numbers, sort codes, dates) and every known customer name is masked.
 */
export function maskPersonalData(text: string, customerNames: readonly string[] = []): string {
  let masked = text.replace(/\p{Nd}/gu, '*');
  for (const name of customerNames) {
    const trimmed = name.trim();
    if (trimmed.length < 2) continue;
    const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    masked = masked.replace(new RegExp(escaped, 'giu'), '[name]');
  }
  return masked;
}
