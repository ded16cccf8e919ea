import { observer } from 'mobx-react-lite';
import { LaterLogOnLimits } from '../../../core/auth-forms/later-log-on-texts';
import { TextField } from '../../shared/TextField';
import type { CredentialsFormState } from '../forms/credentials-form-state';

/** The memorable answer of stages 2 and 3, shown only when the identity page asks for it. */
export const MemorableAnswerField = observer(function MemorableAnswerField({ form, label }: { form: CredentialsFormState; label: string }) {
  if (!form.asks('memorableAnswer')) return null;
  return (
    <TextField
      id="memorableAnswer"
      name="memorableAnswer"
      type="password"
      label={label}
      value={form.values.memorableAnswer}
      onChange={(v) => form.set('memorableAnswer', v)}
      onFocus={() => form.touch.focus('memorableAnswer')}
      onBlur={() => form.touch.blur('memorableAnswer')}
      error={form.visibleError('memorableAnswer')}
      maxLength={LaterLogOnLimits.memorableAnswerMax}
      autoComplete="current-password"
      aria-required="true"
    />
  );
});
