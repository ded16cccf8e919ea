import type { TokenType } from '../../../core/session/auth-state';
import { canToggleTokenType, isHardwareToken } from '../../../core/session/token-type';
import { SecureTokenTexts } from '../../../core/auth-forms/later-log-on-texts';

/** 'Using the secure key' / 'Using the mobile app': only for hard_selected and soft_selected (docs/rules/log-on-states.md). */
export function TokenToggle({ tokenType, onSelect }: { tokenType: TokenType; onSelect: (hardware: boolean) => void }) {
  if (!canToggleTokenType(tokenType)) return null;
  const hardware = isHardwareToken(tokenType);
  return (
    <fieldset className="form-group token-toggle">
      <legend className="label">How are you generating your security code?</legend>
      <div className="radio">
        <input id="token-hard" type="radio" name="token-toggle" checked={hardware} onChange={() => onSelect(true)} />
        <label htmlFor="token-hard">{SecureTokenTexts.usingSecureKey}</label>
      </div>
      <div className="radio">
        <input id="token-soft" type="radio" name="token-toggle" checked={!hardware} onChange={() => onSelect(false)} />
        <label htmlFor="token-soft">{SecureTokenTexts.usingMobileApp}</label>
      </div>
    </fieldset>
  );
}
