import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { accountPath } from '../../accounts/account-paths';
import { useAccountIndex } from '../../accounts/account/use-account-index';
import { LoadedContent } from './ListStates';
import type { Loadable } from './loadable';

/** What a manage-money page needs of its view model: one list, loaded per account, dropped on leaving. */
export interface AccountListViewModel {
  readonly data: Loadable<unknown>;
  load(accountIndex: number): Promise<void>;
  dispose(): void;
}

/** Loads the route's account's list on entry (again when the account changes) and shows it once loaded. */
const ManageMoneyPage = observer(function ManageMoneyPage({
  vm,
  loadingLabel,
  header,
  children,
}: {
  vm: AccountListViewModel;
  loadingLabel: string;
  header?: (index: number) => ReactNode;
  children: (index: number) => ReactNode;
}) {
  const index = useAccountIndex();
  useEffect(() => {
    void vm.load(index);
    return () => vm.dispose();
  }, [vm, index]);
  return (
    <div className="manage-money">
      {header?.(index)}
      <LoadedContent data={vm.data} loadingLabel={loadingLabel} onRetry={() => void vm.load(index)}>
        {() => children(index)}
      </LoadedContent>
    </div>
  );
});

/** A list page (future payments, beneficiaries, regular payments): Back to Manage money and its heading stay while loading. */
export function ManageMoneyListPage(props: {
  vm: AccountListViewModel;
  title: string;
  loadingLabel: string;
  children: (index: number) => ReactNode;
}) {
  return (
    <ManageMoneyPage
      vm={props.vm}
      loadingLabel={props.loadingLabel}
      header={(index) => (
        <>
          <p>
            <Link to={accountPath(index, 'manage-money')}>Back to Manage money</Link>
          </p>
          <h1>{props.title}</h1>
        </>
      )}
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
