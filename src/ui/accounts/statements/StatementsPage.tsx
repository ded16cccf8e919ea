import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatShortDate } from '../../../core/accounts/calendar-date';
import { useViewModel } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { Loader } from '../../shared/Loader';
import { statementPath } from '../../shared/accounts/account-paths';
import { RequireAccess } from '../../shared/RequireAccess';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';
import { StatementsViewModel } from './statements.view-model';

const StatementsList = observer(function StatementsList() {
  const vm = useViewModel(StatementsViewModel);
  const index = useAccountIndex();

  useEffect(() => {
    void vm.load(index);
    return () => vm.dispose();
  }, [vm, index]);

  const state = vm.state;
  return (
    <div className="statements">
      <h1>Statements</h1>
      {state.status === 'loading' ? <Loader label="Loading statements" /> : null}
      {vm.failure ? (
        <FailurePanelView panel={vm.failure} headingLevel={2}>
          <Button onClick={() => void vm.load(index)}>Try again</Button>
        </FailurePanelView>
      ) : null}
      {state.status === 'loaded' && state.statements.length === 0 ? <p>There are no statements for this account yet.</p> : null}
      {state.status === 'loaded' && state.statements.length > 0 ? (
        <ul className="link-list">
          {state.statements.map((s) => (
            <li key={s.id}>
              <Link to={statementPath(index, s.id)}>{s.title}</Link>
              <p className="hint">
                {formatShortDate(s.startDate)} to {formatShortDate(s.endDate)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});

/** /summary/{accountIndex}/transactions/statements (behind the statements toggle). */
export function StatementsPage() {
  return (
    <RequireAccess requires={{ toggles: ['statements'] }} title="Statements">
      <StatementsList />
    </RequireAccess>
  );
}
