import { observer } from 'mobx-react-lite';
import { TextField } from '../shared/TextField';
import { reauthenticationFieldId, type ReauthenticationFieldState } from './reauthentication-field.state';
import { pasteTrimmed } from '../shared/paste-trimmed';

/**
 * The one Re-authentication Security Code field of every change the bank may answer 0004: shown once
 * the bank asked (`asked`, core's), empty, with the bank's words under it after a wrong code or a lock.
 */
export const ReauthenticationField = observer(function ReauthenticationField({ field, asked, disabled }: { field: ReauthenticationFieldState; asked: boolean; disabled?: boolean }) {
  if (!asked) return null;
  return (
    <TextField
      id={reauthenticationFieldId}
      label="Re-authentication Security Code"
      hint="The bank asks you to confirm it is you. Enter the 6-digit code from your Secure Key."
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={6}
      onPaste={pasteTrimmed}
      value={field.code}
      error={field.message}
      disabled={disabled}
      onChange={field.setCode}
    />
  );
});
