import type { AuthorisationRequest } from '../../../core/open-banking/open-banking.port';
import { DetailsList } from '../../shared/manage-money/ListStates';
import { PermissionClusters } from '../consent/PermissionClusters';
import { RecurringTerms } from '../consent/RecurringTerms';
import { formatDate } from '../format';

/** What the provider asks for: the data (clusters and permissions), the payment limits, or the funds check. */
export function RequestDetails({ request }: { request: AuthorisationRequest }) {
  return (
    <>
      <DetailsList
        rows={[
          ['Provider', request.provider.name],
          request.provider.onBehalfOf ? ['On behalf of', request.provider.onBehalfOf] : null,
          ['Until', request.expiresOn ? formatDate(request.expiresOn) : 'No end date'],
        ]}
      />
      {request.kind === 'information-sharing' ? (
        <>
          <h2>The information they will see</h2>
          <p className="hint">Select a group to see each item.</p>
          <PermissionClusters permissions={request.permissions} />
        </>
      ) : null}
      {request.kind === 'funds-availability' ? (
        <p>
          {request.provider.name} will be able to ask whether your account has enough money for a payment. We will answer only yes or
          no: they will not see your balance.
        </p>
      ) : null}
      {request.kind === 'recurring-payments' && request.recurring ? (
        <>
          <h2>The payments they may make</h2>
          <RecurringTerms terms={request.recurring} />
        </>
      ) : null}
    </>
  );
}
