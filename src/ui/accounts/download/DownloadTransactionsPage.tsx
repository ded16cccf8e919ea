import { useEffect, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useViewModel } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FieldError } from '../../shared/FieldError';
import { accountPath } from '../../shared/accounts/account-paths';
import { RequireAccess } from '../../shared/RequireAccess';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';
import { DateRangeFields, fieldIds } from '../transactions/DateRangeFilter';
import { DownloadTransactionsViewModel, formatLabels, type DownloadField } from './download-transactions.view-model';

const rangeIds = fieldIds('download-range');
const formatFieldsetId = 'download-format';
const firstFormatId = 'download-format-csv';

const fieldIdOf = (field: DownloadField): string =>
  field === 'from' ? rangeIds.from : field === 'to' ? rangeIds.to : firstFormatId;

/** /summary/{accountIndex}/transactions/download (behind the downloadTransactions toggle). */
export function DownloadTransactionsPage() {
  return (
    <RequireAccess requires={{ toggles: ['downloadTransactions'] }} title="Download transactions">
      <DownloadForm />
    </RequireAccess>
  );
}

const DownloadForm = observer(function DownloadForm() {
  const vm = useViewModel(DownloadTransactionsViewModel);
  const index = useAccountIndex();

  useEffect(() => {
    vm.start(index);
  }, [vm, index]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const formatError = vm.errorFor('format');

  return (
    <div className="download">
      <ErrorSummary errors={vm.fieldErrors.map((e) => ({ fieldId: fieldIdOf(e.field), message: e.message }))} focusKey={vm.attempt} />
      <h1>Download transactions</h1>
      <p>Choose the dates, up to {vm.maxMonths} months at a time, and the kind of file you need.</p>
      {vm.failurePanel ? <FailurePanelView panel={vm.failurePanel} headingLevel={2} /> : null}
      <form onSubmit={submit} noValidate>
        <fieldset className="fieldset">
          <legend className="fieldset__legend">Dates</legend>
          <DateRangeFields
            idPrefix="download-range"
            from={vm.from}
            to={vm.to}
            fromError={vm.errorFor('from')}
            toError={vm.errorFor('to')}
            onFrom={vm.setFrom}
            onTo={vm.setTo}
            today={vm.today}
          />
        </fieldset>
        <div className={['form-group', formatError ? 'form-group--error' : ''].filter(Boolean).join(' ')}>
          <fieldset className="fieldset" id={formatFieldsetId} aria-describedby={formatError ? `${formatFieldsetId}-error` : undefined}>
            <legend className="fieldset__legend">File format</legend>
            {formatError ? <FieldError id={`${formatFieldsetId}-error`} message={formatError} /> : null}
            <div className="radios">
              {vm.formats.map((format) => (
                <div className="radio" key={format}>
                  <input
                    className="radio__input"
                    id={`download-format-${format}`}
                    type="radio"
                    name="format"
                    value={format}
                    checked={vm.format === format}
                    onChange={() => vm.setFormat(format)}
                    aria-describedby={`download-format-${format}-hint`}
                  />
                  <label className="radio__label" htmlFor={`download-format-${format}`}>
                    {formatLabels[format].label}
                  </label>
                  <p className="hint radio__hint" id={`download-format-${format}-hint`}>
                    {formatLabels[format].hint}
                  </p>
                </div>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="button-group">
          <Button type="submit" disabled={vm.busy}>
            {vm.busy ? 'Preparing your file' : 'Download'}
          </Button>
          <Link to={accountPath(index, 'transactions')}>Back to Transactions</Link>
        </div>
      </form>
      <p role="status" className="download__saved">
        {vm.saved ? `Your file ${vm.saved} has been downloaded.` : ''}
      </p>
    </div>
  );
});
