import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useViewModel } from '../di/container-context';
import { Button } from '../shared/Button';
import { FailurePanelView } from '../shared/FailurePanelView';
import { Loader } from '../shared/Loader';
import { SelectField } from '../shared/inbox/fields/SelectField';
import { formatDate } from '../shared/inbox/inbox-paths';
import { DocumentsViewModel } from './documents.view-model';

/** /my-documents: the last 7 years of documents, newest first, unread marked, by year. */
export const DocumentsPage = observer(function DocumentsPage() {
  const vm = useViewModel(DocumentsViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const { state } = vm;
  return (
    <>
      <h1>My documents</h1>
      {state.status === 'loading' ? <Loader label="Loading your documents" /> : null}
      {state.status === 'failed' && vm.failure ? (
        <FailurePanelView panel={vm.failure} headingLevel={2}>
          <Button onClick={() => void vm.load(true)}>Try again</Button>
        </FailurePanelView>
      ) : null}
      {state.status === 'loaded' ? (
        <>
          <p data-unread-documents={state.list.unreadCount}>
            You have {state.list.unreadCount} unread document{state.list.unreadCount === 1 ? '' : 's'}.
            {state.list.earliestDate ? ` Documents from ${formatDate(state.list.earliestDate)} are shown.` : ''}
          </p>
          <div className="year-filter">
            <SelectField
              id="document-year"
              label="Show documents from"
              value={vm.year === null ? '' : String(vm.year)}
              options={vm.years.map((y) => ({ value: String(y), label: String(y) }))}
              onChange={vm.setYear}
              placeholder="All years"
            />
          </div>
          <p role="status" className="visually-hidden">
            {vm.shown.length} documents shown
          </p>
          {vm.shown.length === 0 ? (
            <p>You have no documents to display</p>
          ) : (
            <ul className="document-list" aria-label="Documents">
              {vm.shown.map((d) => (
                <li key={d.id} className={['document-list__item', d.unread ? 'document-list__item--unread' : ''].join(' ')} data-document-id={d.id}>
                  <Link to={`/my-documents/${encodeURIComponent(d.id)}`}>
                    {d.unread ? (
                      <span className="unread-marker">
                        New<span className="visually-hidden"> (unread)</span>
                      </span>
                    ) : null}
                    {d.desc}
                  </Link>
                  <p className="document-list__meta">{formatDate(d.date)}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </>
  );
});
