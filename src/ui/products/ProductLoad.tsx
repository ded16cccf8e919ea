import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { FailurePanel } from '../../core/shell/failure-panel';
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
 * The product frame's load and failure states, one for the savings and lending pages (issue 28, the
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
