import type { ReactNode } from 'react';
import { formatMoney } from '../../../core/accounts/money';
import type { Consent, FundsAvailabilityConsent, InformationSharingConsent, RecurringPaymentsConsent } from '../../../core/open-banking/consent';
import type { ConsentStatus } from '../../../core/open-banking/consent-status';
import { paymentsSoFar } from '../../../core/open-banking/recurring-payment-limits';
import { DetailsList } from '../../shared/manage-money/ListStates';
import { accountLine, formatDate, formatDateTime } from '../format';
import { PermissionClusters } from './PermissionClusters';
import { RecurringTerms } from './RecurringTerms';

const statusWords: Record<ConsentStatus, string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

/** The rows every consent has: who, since when, status, until when. */
export function commonRows(consent: Consent, status: ConsentStatus): (readonly [string, ReactNode] | null)[] {
  return [
    ['Provider', consent.provider.name],
    consent.provider.onBehalfOf ? ['On behalf of', consent.provider.onBehalfOf] : null,
    ['Date granted', formatDate(consent.grantedOn)],
    ['Status', <span className={`ob-status ob-status--${status}`}>{statusWords[status]}</span>],
    status === 'revoked' ? ['Revoked', consent.revokedOn ? formatDate(consent.revokedOn) : 'Date not known'] : null,
    [status === 'expired' ? 'Expired' : 'Expires', consent.expiresOn ? formatDate(consent.expiresOn) : 'No end date'],
  ];
}

function InformationSharing({ consent }: { consent: InformationSharingConsent }) {
  return (
    <>
      <DetailsList
        rows={[
          ['Last accessed', consent.lastAccessed ? formatDateTime(consent.lastAccessed) : 'Not yet accessed'],
          [
            'Accounts',
            consent.allAccounts ? (
              'All your accounts, including any you open later'
            ) : consent.accounts.length === 0 ? (
              'No accounts'
            ) : (
              <ul className="ob-plain-list">
                {consent.accounts.map((a) => (
                  <li key={a.id}>{accountLine(a)}</li>
                ))}
              </ul>
            ),
          ],
        ]}
      />
      <h2>The information shared</h2>
      <p className="hint">Select a group to see each item shared.</p>
      <PermissionClusters permissions={consent.permissions} />
    </>
  );
}

function FundsAvailability({ consent }: { consent: FundsAvailabilityConsent }) {
  const yes = consent.checks.filter((c) => c.available).length;
  return (
    <>
      <DetailsList rows={[['Account', accountLine(consent.account)]]} />
      <table className="ob-table">
        <caption>
          History of funds checks: {consent.checks.length} {consent.checks.length === 1 ? 'check' : 'checks'} ({yes} yes, {consent.checks.length - yes} no)
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Were the funds available?</th>
          </tr>
        </thead>
        <tbody>
          {consent.checks.length === 0 ? (
            <tr>
              <td colSpan={2}>No checks yet.</td>
            </tr>
          ) : (
            [...consent.checks]
              .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
              .map((check, i) => (
                <tr key={`${check.at}-${i}`}>
                  <td>{formatDateTime(check.at)}</td>
                  <td>{check.available ? 'Yes' : 'No'}</td>
                </tr>
              ))
          )}
        </tbody>
      </table>
    </>
  );
}

function RecurringPayments({ consent }: { consent: RecurringPaymentsConsent }) {
  const sofar = paymentsSoFar(consent.payments);
  return (
    <>
      {consent.fromAccount ? <DetailsList rows={[['Paid from', accountLine(consent.fromAccount)]]} /> : null}
      <RecurringTerms terms={{ ...consent, validTo: consent.expiresOn }} />
      <table className="ob-table">
        <caption>
          Payments made so far: {sofar.count}, {formatMoney(sofar.total)} in total
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {consent.payments.length === 0 ? (
            <tr>
              <td colSpan={2}>No payments yet.</td>
            </tr>
          ) : (
            consent.payments.map((p, i) => (
              <tr key={`${p.date}-${i}`}>
                <td>{formatDate(p.date)}</td>
                <td>{formatMoney(p.amount)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </>
  );
}

/** What a consent lets its provider do, by kind. */
export function ConsentDetails({ consent }: { consent: Consent }) {
  if (consent.kind === 'information-sharing') return <InformationSharing consent={consent} />;
  if (consent.kind === 'funds-availability') return <FundsAvailability consent={consent} />;
  return <RecurringPayments consent={consent} />;
}
