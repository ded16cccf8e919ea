import { useEffect, useState } from 'react';
import type { AppError, Result } from '../../../core/shared/result';

/**
 * What the bank keeps for one card application (the unsigned agreement, the signed PDF), loaded when
 * the step shows and again on Try again (`retry`); an answer that comes after the step has moved on
 * is dropped. Nothing is asked without an application.
 */
export function useApplicationLoad<T>(
  load: { execute(applicationId: string): Promise<Result<T>> },
  applicationId: string | null,
): { value: T | null; failure: AppError | null; retry: () => void } {
  const [value, setValue] = useState<T | null>(null);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!applicationId) return;
    let live = true;
    // Moved as it was from the two steps (their observer() wrappers kept the React Compiler's lint
    // from reading them): the last failure goes as the new load starts, the last agreement stays.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFailure(null);
    void load.execute(applicationId).then((result) => {
      if (!live) return;
      if (result.ok) setValue(result.value);
      else setFailure(result.error);
    });
    return () => {
      live = false;
    };
  }, [load, applicationId, attempt]);
  return { value, failure, retry: () => setAttempt(attempt + 1) };
}
