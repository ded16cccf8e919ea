import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { formatShortDate } from '../../../core/accounts/calendar-date';
import { useViewModel } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { Loader } from '../../shared/Loader';
import { PdfView } from '../../shared/my-documents/PdfView';
import { accountPath } from '../../shared/accounts/account-paths';
import { RequireAccess } from '../../shared/RequireAccess';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';
import { StatementViewModel } from './statement.view-model';

const StatementView = observer(function StatementView() {
  const vm = useViewModel(StatementViewModel);
  const index = useAccountIndex();
  const statementKey = useParams().statementId ?? '';

  useEffect(() => {
    void vm.open(index, statementKey);
    return () => vm.dispose();
  }, [vm, index, statementKey]);

  const state = vm.state;
  const back = (
    <p>
      <Link to={accountPath(index, 'transactions/statements')}>Back to Statements</Link>
    </p>
  );
  if (state.status === 'loading') {
    return (
      <div className="statement">
        <h1>Statement</h1>
        <Loader label="Loading statement" />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="statement">
        <h1>Statement</h1>
        {vm.failure ? (
          <FailurePanelView panel={vm.failure} headingLevel={2}>
            <Button onClick={() => void vm.open(index, statementKey)}>Try again</Button>
          </FailurePanelView>
        ) : null}
        {back}
      </div>
    );
  }
  const { statement, pdf, url, fileName } = state;
  return (
    <div className="statement">
      <h1>{statement.title}</h1>
      <p>
        {formatShortDate(statement.startDate)} to {formatShortDate(statement.endDate)}
      </p>
      <p>
        <a className="button button--secondary" href={url} download={fileName}>
          Download this statement (PDF)
        </a>
      </p>
      {/* Drawn by pdf.js in the page, as my documents are: a framed blob document inherits the page's
          frame-ancestors 'none', which WebKit enforces (the frame stays empty and a violation is reported). */}
      <PdfView pdf={pdf} label={`${statement.title} (PDF)`} />
      {back}
    </div>
  );
});

/** /summary/{accountIndex}/transactions/statements/{statementId or period}: the statement as a PDF. */
export function StatementPage() {
  return (
    <RequireAccess requires={{ toggles: ['statements'] }} title="Statement">
      <StatementView />
    </RequireAccess>
  );
}
