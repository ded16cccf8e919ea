import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { accountPath } from '../../shared/accounts/account-paths';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';
import { LoadedContent } from '../../shared/manage-money/ListStates';
import type { Loadable } from '../../shared/manage-money/loadable';
import { fallbackOf, useLoadOnce } from '../../shared/manage-money/use-loaded-once';

/** What a manage-money page needs of its view model: one list, loaded per account, dropped on leaving. */
export interface AccountListViewModel<T = unknown> {
  readonly data: Loadable<T>;
  load(accountIndex: number): Promise<void>;
  dispose(): void;
}

/**
 * Loads the route's account's list on entry (again when the account changes), and shows the loader,
 * the failure panel or what `children` make of the loaded list (read inside LoadedContent, an observer).
 */
function AccountListContent<T>({
  vm,
  loadingLabel,
  children,
}: {
  vm: AccountListViewModel<T>;
  loadingLabel: string;
  children: (value: T, index: number) => ReactNode;
}) {
  const index = useAccountIndex();
  useEffect(() => {
    void vm.load(index);
    return () => vm.dispose();
  }, [vm, index]);
  return (
    <LoadedContent data={vm.data} loadingLabel={loadingLabel} onRetry={() => void vm.load(index)}>
      {(value) => children(value, index)}
    </LoadedContent>
  );
}

/** After a lost answer: what the bank lists now, fetched afresh, in one note. */
export function ListedNow<T>({ vm, describe }: { vm: AccountListViewModel<T>; describe: (value: T) => string }) {
  return (
    <AccountListContent vm={vm} loadingLabel="Checking what the bank lists now">
      {(value) => <p className="mm-note">{describe(value)}</p>}
    </AccountListContent>
  );
}

function ManageMoneyPage({
  vm,
  loadingLabel,
  header,
  children,
}: {
  vm: AccountListViewModel;
  loadingLabel: string;
  header?: ReactNode;
  children: (index: number) => ReactNode;
}) {
  return (
    <div className="manage-money">
      {header}
      <AccountListContent vm={vm} loadingLabel={loadingLabel}>
        {(_value, index) => children(index)}
      </AccountListContent>
    </div>
  );
}

/** A list page (future payments, beneficiaries, regular payments): Back to Manage money and its heading stay while loading. */
export function ManageMoneyListPage(props: {
  vm: AccountListViewModel;
  title: string;
  loadingLabel: string;
  children: (index: number) => ReactNode;
}) {
  const index = useAccountIndex();
  return (
    <ManageMoneyPage
      vm={props.vm}
      loadingLabel={props.loadingLabel}
      header={
        <>
          <p>
            <Link to={accountPath(index, 'manage-money')}>Back to Manage money</Link>
          </p>
          <h1>{props.title}</h1>
        </>
      }
    >
      {props.children}
    </ManageMoneyPage>
  );
}

/**
 * A detail page: once the list is loaded, the item the route names (or the not-found panel, as the
 * item may have gone since the list was read), with the link back to its list above it.
 */
export function ManageMoneyDetailPage<T>(props: {
  vm: AccountListViewModel;
  loadingLabel: string;
  find: () => T | null | undefined;
  notFound: (index: number) => ReactNode;
  back: { path: (index: number) => string; text: string };
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <ManageMoneyPage vm={props.vm} loadingLabel={props.loadingLabel}>
      {(index) => {
        const item = props.find();
        if (!item) return props.notFound(index);
        return (
          <>
            <p>
              <Link to={props.back.path(index)}>{props.back.text}</Link>
            </p>
            {props.children(item, index)}
          </>
        );
      }}
    </ManageMoneyPage>
  );
}

/**
 * A change journey's subject from the list (the payment to stop, the payee to delete): the list is
 * loaded once on entry, and while the subject is not there the loader, failure panel or not-found.
 */
export function useListedSubject<S>(
  vm: AccountListViewModel,
  loadingLabel: string,
  pick: () => S | null,
  notFound: (index: number) => ReactNode,
): { subject: S | null; fallback: ReactNode } {
  const index = useAccountIndex();
  useLoadOnce(() => vm.load(index), () => vm.dispose());
  return { subject: pick(), fallback: fallbackOf(vm.data, loadingLabel, () => void vm.load(index), notFound(index)) };
}
