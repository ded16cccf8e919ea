import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { failurePanel, type FailurePanel } from '../../core/shell/failure-panel';
import type { AppError, Result } from '../../core/shared/result';
import { LoadFailurePanelView } from '../shared/LoadFailurePanelView';
import { Loader } from '../shared/Loader';

/** What a product's page needs from the bank: its value once it has come, or the failure of asking. */
export interface ProductData<T> {
  readonly value: T | null;
  readonly failure: FailurePanel | null;
}

export interface ProductLoadProps<T> {
  data: ProductData<T>;
  /** The loader's accessible name (the spec's and today's pages' words, asserted by the specs). */
  loadingLabel: string;
  onRetry: () => void;
  /** The failure panel's heading: 2 (default) under the page's h1, 3 in a section under its own h2. */
  headingLevel?: 2 | 3;
  children: (value: T) => ReactNode;
}

/**
 * The product frame's load and failure states, one for the savings and lending pages (the
 * shape to leave): the page once its data has come; meanwhile the loader; when asking fails, the one
 * failure panel (its code, Try again, Back and Balances). A value already shown stays while a retry
 * of something else fails, so a page never turns back into a failure once it has its data.
 */
export const ProductLoad = observer(function ProductLoad<T>({ data, loadingLabel, onRetry, headingLevel = 2, children }: ProductLoadProps<T>) {
  const value = data.value;
  if (value !== null) return <>{children(value)}</>;
  const failure = data.failure;
  if (!failure) return <Loader label={loadingLabel} />;
  return <LoadFailurePanelView failure={failure} onRetry={onRetry} headingLevel={headingLevel} />;
}) as <T>(props: ProductLoadProps<T>) => ReactNode;

/**
 * Here beside ProductLoad rather than in cards/: the card's signing step and its lazily
 * loaded pre-contract section both use it, and in a file of its own the bundler put it in the signing
 * step's chunk, so the section's route counted that whole step (61.6 KiB, over the 60 KiB budget).
 *
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
