import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { isConsentKind, kindTitles } from '../../core/open-banking/consent';
import type { ConsentSort } from '../../core/open-banking/dashboard';
import { OpenBankingErrorCodes } from '../../core/open-banking/open-banking-errors';
import { balancesPath } from '../../core/shell/start-route';
import { noSearchResultsMessage } from '../../core/shared/error-codes';
import { useViewModel } from '../di/container-context';
import { LoadedContent } from '../shared/manage-money/ListStates';
import { TextField } from '../shared/TextField';
import { ConsentSection } from './ConsentSection';
import { ConsentsViewModel } from './consents.view-model';
import { openBankingPath } from './open-banking-paths';
import { SectionNotFound } from './SectionNotFound';

const SearchAndSort = observer(function SearchAndSort({ vm, shown, total }: { vm: ConsentsViewModel; shown: number; total: number }) {
  return (
    <form role="search" aria-label="Open banking access" className="ob-search" onSubmit={(e) => e.preventDefault()}>
      <TextField id="ob-search" label="Search by provider name" value={vm.query} onChange={vm.setQuery} type="search" autoComplete="off" />
      <div className="form-group">
        <label className="label" htmlFor="ob-sort">
          Sort by
        </label>
        <select id="ob-sort" className="mm-select" value={vm.sort} onChange={(e) => vm.setSort(e.target.value as ConsentSort)}>
          <option value="name">Provider name (A to Z)</option>
          <option value="granted">Date granted (newest first)</option>
        </select>
      </div>
      <p className="hint" role="status" aria-live="polite">
        Showing {shown} of {total}
      </p>
    </form>
  );
});

/**
 * open-banking (every kind) and open-banking/{section} (one kind): who has access, to what, since
 * when. Every page of both lists is loaded before the dashboard shows (paging: we follow the bank's
 * next links), so search and sort cover all of a customer's consents, 250 or more.
 */
export const DashboardPage = observer(function DashboardPage() {
  const { section } = useParams();
  const vm = useViewModel(ConsentsViewModel);
  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);
  if (section !== undefined && !isConsentKind(section)) return <SectionNotFound />;
  const kinds = section === undefined ? undefined : [section];
  return (
    <div className="open-banking">
      <p>
        {section === undefined ? <Link to={balancesPath}>Back to Balances</Link> : <Link to={openBankingPath}>All open banking access</Link>}
      </p>
      <h1>{section === undefined ? 'Open banking' : `Open banking: ${kindTitles[section]}`}</h1>
      <p>
        These are the providers you have allowed to see your information, check your funds or make payments. You can see what each
        can do and stop their access at any time.
      </p>
      <LoadedContent data={vm.data} loadingLabel="Loading your open banking access" onRetry={() => void vm.load()}>
        {() => {
          const sections = vm.sections(kinds);
          const total = vm.consents.filter((c) => kinds === undefined || kinds.includes(c.kind)).length;
          const shown = sections.reduce((n, s) => n + s.active.length + s.expired.length + s.revoked.length, 0);
          return (
            <>
              {vm.leftOutCount > 0 ? (
                <p className="mm-warning" data-error-code={OpenBankingErrorCodes.malformed}>
                  {vm.leftOutCount === 1 ? '1 item' : `${vm.leftOutCount} items`} of your open banking access could not be shown
                  because of a problem with our system. We have been told about it. ({OpenBankingErrorCodes.malformed})
                </p>
              ) : null}
              {vm.incomplete ? <p className="mm-warning">We could not load all of your open banking access. Please try again later.</p> : null}
              <SearchAndSort vm={vm} shown={shown} total={total} />
              {vm.query.trim() !== '' && shown === 0 ? <p>{noSearchResultsMessage}</p> : null}
              {sections.map((s) => (
                <ConsentSection key={s.kind} section={s} single={section !== undefined} />
              ))}
            </>
          );
        }}
      </LoadedContent>
    </div>
  );
});
