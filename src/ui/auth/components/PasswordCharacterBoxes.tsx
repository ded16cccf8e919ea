import { useRef, type ClipboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  passwordBoxLabel,
  passwordBoxPositions,
  type PasswordCharacterField,
  type RequestedCharacter,
} from '../../../core/auth-forms/password-positions';
import { PasswordTexts } from '../../../core/auth-forms/later-log-on-texts';
import { FieldError } from '../../shared/FieldError';

export interface PasswordCharacterBoxesProps {
  requested: readonly RequestedCharacter[];
  values: Readonly<Partial<Record<PasswordCharacterField, string>>>;
  error: string | null;
  onChange: (field: PasswordCharacterField, value: string) => void;
  onFocus: (field: PasswordCharacterField) => void;
  onBlur: (field: PasswordCharacterField) => void;
}

export const passwordBoxId = (position: string | number) => `password-char-${position}`;

/**
 * Single-character boxes 1st to 6th, an ellipsis, penultimate and last (docs/rules/credentials.md). Only the
 * requested boxes are enabled. They are masked but accept paste (WCAG 3.3.8); typing or pasting a
 * character moves on to the next requested box, so the three can be entered in one go.
 */
// An observer: `values` is the form's observable record, read here and nowhere else on the page.
export const PasswordCharacterBoxes = observer(function PasswordCharacterBoxes({
  requested,
  values,
  error,
  onChange,
  onFocus,
  onBlur,
}: PasswordCharacterBoxesProps) {
  const refs = useRef(new Map<PasswordCharacterField, HTMLInputElement>());

  const focusNext = (field: PasswordCharacterField) => {
    const index = requested.findIndex((r) => r.field === field);
    const next = requested[index + 1];
    if (next) refs.current.get(next.field)?.focus();
  };

  const pasteAcross = (field: PasswordCharacterField, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (text.length <= 1) return;
    // Several characters pasted at once fill this box and the requested boxes after it.
    event.preventDefault();
    const start = requested.findIndex((r) => r.field === field);
    const targets = requested.slice(start, start + text.length);
    targets.forEach((target, i) => onChange(target.field, text.charAt(i)));
    const last = targets[targets.length - 1];
    if (last) refs.current.get(last.field)?.focus();
  };

  const errorId = 'password-chars-error';
  return (
    <fieldset className={['form-group', 'password-chars', error ? 'form-group--error' : ''].filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined}>
      <legend className="label">{PasswordTexts.charactersLegend}</legend>
      {error ? <FieldError id={errorId} message={error} /> : null}
      <div className="password-chars__boxes">
        {passwordBoxPositions.map((position) => {
          const asked = requested.find((r) => r.position === position);
          const id = passwordBoxId(position);
          return (
            <div key={String(position)} className="password-chars__item">
              {position === 'penultimate' ? (
                <span className="password-chars__ellipsis" aria-hidden="true">
                  …
                </span>
              ) : null}
              <div className="password-chars__box">
                <label htmlFor={id} className="password-chars__label">
                  {passwordBoxLabel(position)}
                </label>
                <input
                  ref={(el) => {
                    if (asked && el) refs.current.set(asked.field, el);
                  }}
                  id={id}
                  name={asked?.field}
                  type="password"
                  className={['input', 'password-chars__input', error && asked ? 'input--error' : ''].filter(Boolean).join(' ')}
                  maxLength={1}
                  autoComplete="off"
                  disabled={!asked}
                  aria-invalid={asked && error && !values[asked.field] ? true : undefined}
                  value={asked ? (values[asked.field] ?? '') : ''}
                  onChange={(e) => {
                    if (!asked) return;
                    const value = e.target.value.slice(-1);
                    onChange(asked.field, value);
                    if (value) focusNext(asked.field);
                  }}
                  onPaste={(e) => asked && pasteAcross(asked.field, e)}
                  onFocus={() => asked && onFocus(asked.field)}
                  onBlur={() => asked && onBlur(asked.field)}
                />
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
});
