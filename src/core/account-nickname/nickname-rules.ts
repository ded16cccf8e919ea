/**
 * What a customer may call an account (docs/api/account-nicknames.md): 1 to 20 characters of
 * letters, digits, spaces, hyphens and apostrophes, with spaces at either end dropped. The demo
 * bank's ledger checks the same rule (`NicknameOps.java`), so a nickname the page lets through is
 * one the bank keeps.
 */
export const nicknameMaxLength = 20;

export const NicknameMessages = {
  empty: 'Enter a nickname for this account',
  tooLong: `Nickname must be ${nicknameMaxLength} characters or fewer`,
  characters: 'Nickname must only include letters, numbers, spaces, hyphens and apostrophes',
} as const;

/** One allowed character: a letter of any alphabet, 0 to 9, a space, a hyphen, a straight or curly apostrophe. */
const allowed = /^[\p{L}0-9 '’-]$/u;

export type NicknameReading = { ok: true; nickname: string } | { ok: false; message: string };

/**
 * Reads what was typed. Composed characters are joined first (NFC), so an accented letter typed as a
 * letter and a mark counts as one letter. A message names the characters that are not allowed, so a
 * customer who typed an emoji or markup knows what to take out.
 */
export function readNickname(typed: string): NicknameReading {
  const nickname = typed.normalize('NFC').trim();
  const characters = Array.from(nickname);
  if (characters.length === 0) return { ok: false, message: NicknameMessages.empty };
  const refused = [...new Set(characters.filter((c) => !allowed.test(c)))];
  if (refused.length > 0) return { ok: false, message: `${NicknameMessages.characters}. Remove ${refused.join(' ')}` };
  if (characters.length > nicknameMaxLength) return { ok: false, message: NicknameMessages.tooLong };
  return { ok: true, nickname };
}
