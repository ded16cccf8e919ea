import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '../../shared/Button';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { Loader } from '../../shared/Loader';
import type { Loadable } from './loadable';

/** Loader, failure panel (its code, Try again, Back and Balances) or the loaded content. */
export const LoadedContent = observer(function LoadedContent<T>({
  data,
  loadingLabel,
  onRetry,
  children,
}: {
  data: Loadable<T>;
  loadingLabel: string;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}) {
  const state = data.state;
  if (state.status === 'loading') return <Loader label={loadingLabel} />;
  if (data.failure) {
    return (
      <FailurePanelView panel={data.failure} headingLevel={2}>
        <Button onClick={onRetry}>Try again</Button>
      </FailurePanelView>
    );
  }
  return state.status === 'loaded' ? <>{children(state.value)}</> : null;
});

/** A definition list of a payment's details, label and value per row. */
export function DetailsList({ rows }: { rows: readonly (readonly [string, ReactNode] | null)[] }) {
  return (
    <dl className="summary-list">
      {rows.filter((r): r is readonly [string, ReactNode] => r !== null).map(([label, value]) => (
        <div className="summary-list__row" key={label}>
          <dt className="summary-list__key">{label}</dt>
          <dd className="summary-list__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
