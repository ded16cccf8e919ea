import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { LoadFailurePanelView } from '../LoadFailurePanelView';
import { Loader } from '../Loader';
import type { Loadable } from './loadable';

/** Loader, failure panel (its code, Try again, Back and Balances) or the loaded content. */
export const LoadedContent = observer(function LoadedContent<T>({
  data,
  loadingLabel,
  onRetry,
  loaderSize,
  children,
}: {
  data: Loadable<T>;
  loadingLabel: string;
  onRetry: () => void;
  /** A smaller loader where the content keeps its own room while it loads (ConsentNow). */
  loaderSize?: number;
  children: (value: T) => ReactNode;
}) {
  const state = data.state;
  if (state.status === 'loading') return <Loader label={loadingLabel} size={loaderSize} />;
  const failure = data.failure;
  if (failure) return <LoadFailurePanelView failure={failure} onRetry={onRetry} />;
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

/** A list of cards, each its item's name linking to its detail page over its details; or the empty text. */
export function CardList<T extends { id: string }>({
  items,
  empty,
  title,
  href,
  rows,
}: {
  items: readonly T[];
  empty: string;
  title: (item: T) => string;
  href: (item: T, position: number) => string;
  rows: (item: T) => readonly (readonly [string, ReactNode] | null)[];
}) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="mm-list">
      {items.map((item, position) => (
        <li className="mm-card" key={item.id}>
          <h2 className="mm-card__title">
            <Link to={href(item, position)}>{title(item)}</Link>
          </h2>
          <DetailsList rows={rows(item)} />
        </li>
      ))}
    </ul>
  );
}

/** Where the item a route names is not (or no longer) listed: why, and the way back to its list. */
export function NotFoundPanel({ title, text, back }: { title: string; text: string; back: { to: string; text: string } }) {
  return (
    <div className="panel">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to={back.to}>{back.text}</Link>
    </div>
  );
}
