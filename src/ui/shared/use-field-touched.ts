import { useCallback, useState } from 'react';
import { fieldErrorVisible } from '../../core/shell/field-error';

/**
 * Touched/active tracking for one field in a component-state form. `visibleError(error)` returns the
 * message only when the rule allows it (after touch, not while active, always after a submit attempt).
 */
export function useFieldTouched(submitAttempted = false) {
  const [touched, setTouched] = useState(false);
  const [active, setActive] = useState(false);
  const onFocus = useCallback(() => setActive(true), []);
  const onBlur = useCallback(() => {
    setActive(false);
    setTouched(true);
  }, []);
  const visibleError = (error: string | null | undefined): string | null =>
    error && fieldErrorVisible({ touched, active, submitAttempted }) ? error : null;
  return { touched, active, onFocus, onBlur, visibleError };
}
