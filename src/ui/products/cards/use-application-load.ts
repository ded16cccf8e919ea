import { useEffect, useState } from 'react';
import { failurePanel } from '../../../core/shell/failure-panel';
import type { AppError, Result } from '../../../core/shared/result';
import type { ProductData } from '../ProductLoad';

/**
 * What the bank keeps for one card application (the pre-contract information, the unsigned agreement,
 * the signed PDF), loaded when the step shows and again on Try again (`retry`), as the product frame's
 * load (ProductLoad) shows it; an answer that comes after the step has moved on is dropped. Nothing is
 * asked without an application.
 */
export function useApplicationLoad<T>(
  load: { execute(applicationId: string): Promise<Result<T>> },
  applicationId: string | null,
): { data: ProductData<T>; retry: () => void } {
  const [value, setValue] = useState<T | null>(null);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!applicationId) return;
    let live = true;
    // Moved as it was from the two steps (their observer() wrappers kept the React Compiler's lint
    // from reading them): the last failure goes as the new load starts (the loader shows again),
    // the last value stays.
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
  return { data: { value, failure: failure ? failurePanel(failure) : null }, retry: () => setAttempt(attempt + 1) };
}
