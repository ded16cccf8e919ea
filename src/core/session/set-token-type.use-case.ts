import type { PreferencesStore } from '../shared/preferences.port';
import type { SessionStatePort, TokenType } from './auth-state';
import { canToggleTokenType, defaultTokenType, normaliseTokenType, toggledTokenType } from './token-type';

/**
 * Sets the token type from any spelling ('HARD_SELECTED', 'soft' ...) and keeps it for the session
 * (PreferencesStore). An unknown value changes nothing. Returns the token type afterwards.
 */
export class SetTokenType {
  constructor(
    private readonly session: SessionStatePort,
    private readonly preferences: Pick<PreferencesStore, 'setTokenType'>,
  ) {}

  execute(raw: string): TokenType {
    const tokenType = normaliseTokenType(raw);
    if (tokenType) {
      this.session.update({ tokenType });
      this.preferences.setTokenType(tokenType);
    }
    return this.session.state.tokenType;
  }
}

/** Arriving on the username page resets the token type to soft_selected (docs/rules/log-on-screens.md). */
export class ResetTokenType {
  constructor(
    private readonly session: SessionStatePort,
    private readonly preferences: Pick<PreferencesStore, 'setTokenType'>,
  ) {}

  execute(): TokenType {
    this.session.update({ tokenType: defaultTokenType });
    this.preferences.setTokenType(defaultTokenType);
    return defaultTokenType;
  }
}

/**
 * The Secure Key / mobile app toggle: hard_selected <-> soft_selected. Any other type has no toggle,
 * so it is left as it is. Returns the token type afterwards.
 */
export class ToggleTokenType {
  constructor(
    private readonly session: SessionStatePort,
    private readonly preferences: Pick<PreferencesStore, 'setTokenType'>,
  ) {}

  execute(): TokenType {
    const current = this.session.state.tokenType;
    if (!canToggleTokenType(current)) return current;
    const next = toggledTokenType(current);
    this.session.update({ tokenType: next });
    this.preferences.setTokenType(next);
    return next;
  }
}
