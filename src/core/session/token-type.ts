import type { TokenType } from './auth-state';

/** A new session starts on the mobile app (docs/rules/log-on-states.md, 'Default is soft_selected'). */
export const defaultTokenType: TokenType = 'soft_selected';

const known: readonly TokenType[] = ['hard', 'hard_selected', 'hard_legacy', 'soft', 'soft_selected'];

/**
 * The token type in our spelling. The services send both 'HARD_SELECTED' and 'hard_selected'
 * (docs/rules/log-on-state.md); anything unknown is null so the caller keeps what it had.
 */
export function normaliseTokenType(raw: string | null | undefined): TokenType | null {
  const value = raw?.trim().toLowerCase();
  return known.find((t) => t === value) ?? null;
}

/** The 'Using the secure key' / 'Using the mobile app' toggle appears only for the two selected types. */
export function canToggleTokenType(tokenType: TokenType): boolean {
  return tokenType === 'hard_selected' || tokenType === 'soft_selected';
}

/** The other selected type; a type that cannot be toggled is returned unchanged. */
export function toggledTokenType(tokenType: TokenType): TokenType {
  if (tokenType === 'hard_selected') return 'soft_selected';
  if (tokenType === 'soft_selected') return 'hard_selected';
  return tokenType;
}

/** Hardware key (Secure Key) or mobile app (Digital Secure Key), whatever the spelling of the type. */
export function isHardwareToken(tokenType: TokenType): boolean {
  return tokenType.startsWith('hard');
}
