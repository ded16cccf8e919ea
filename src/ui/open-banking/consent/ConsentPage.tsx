import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { isConsentKind, kindTitles, providerLabel } from '../../../core/open-banking/consent';
import { useViewModel } from '../../di/container-context';
import { DetailsList, LoadedContent } from '../../shared/manage-money/ListStates';
import { ConsentsViewModel } from '../consents.view-model';
import { revokePath, sectionPath } from '../open-banking-paths';
import { SectionNotFound } from '../SectionNotFound';
import { commonRows, ConsentDetails } from './ConsentDetails';

/** open-banking/{section}/{id}: one consent, everything it allows, and (while active) Stop access. */
export const ConsentPage = observer(function ConsentPage() {
  const { section, consentId = '' } = useParams();
  const vm = useViewModel(ConsentsViewModel);
  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);
  if (!isConsentKind(section)) return <SectionNotFound />;
  return (
    <LoadedContent data={vm.data} loadingLabel="Loading this access" onRetry={() => void vm.load()}>
      {() => {
        const consent = vm.consent(section, consentId);
        if (!consent) return <SectionNotFound title="Access not found" />;
        const status = vm.statusOf(consent);
        return (
          <div className="open-banking" data-consent-id={consent.id}>
            <p>
              <Link to={sectionPath(section)}>Back to {kindTitles[section].toLowerCase()}</Link>
            </p>
            <h1>{providerLabel(consent.provider)}</h1>
            <p className="hint">{kindTitles[section]}</p>
            <DetailsList rows={commonRows(consent, status)} />
            <ConsentDetails consent={consent} />
            {status === 'active' ? (
              <p>
                <Link to={revokePath(section, consent.id)} className="button button--warning">
                  Stop access
                </Link>
              </p>
            ) : null}
          </div>
        );
      }}
    </LoadedContent>
  );
});
