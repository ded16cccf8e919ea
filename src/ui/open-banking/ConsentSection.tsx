import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { kindDescriptions, kindTitles, providerLabel, type Consent } from '../../core/open-banking/consent';
import type { ConsentStatus } from '../../core/open-banking/consent-status';
import type { DashboardSection } from '../../core/open-banking/dashboard';
import { Heading } from '../shared/Heading';
import { accountLine, formatDate } from './format';
import { consentPath, sectionPath } from './open-banking-paths';

const groupTitles: Record<ConsentStatus, string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };
const emptyTexts: Record<ConsentStatus, string> = {
  active: 'No provider has this access now.',
  expired: 'No access has expired.',
  revoked: 'You have not stopped any access.',
};

/** The dates line of a consent in a list: when granted, and when it ends, ended or was stopped. */
export function datesLine(consent: Consent, status: ConsentStatus): string {
  const granted = `Granted ${formatDate(consent.grantedOn)}`;
  if (status === 'revoked') return `${granted}. Revoked ${consent.revokedOn ? formatDate(consent.revokedOn) : '(date not known)'}`;
  if (status === 'expired') return `${granted}. Expired ${consent.expiresOn ? formatDate(consent.expiresOn) : '(date not known)'}`;
  return `${granted}. ${consent.expiresOn ? `Expires ${formatDate(consent.expiresOn)}` : 'No end date'}`;
}

function ConsentRow({ consent, status }: { consent: Consent; status: ConsentStatus }) {
  return (
    <li className="ob-row" data-consent-id={consent.id} data-status={status}>
      <Link to={consentPath(consent.kind, consent.id)} className="ob-row__link">
        {providerLabel(consent.provider)}
      </Link>
      {consent.kind === 'funds-availability' ? <span className="ob-row__meta">{accountLine(consent.account)}</span> : null}
      {consent.kind === 'recurring-payments' ? (
        <span className="ob-row__meta">
          {consent.sweeping ? 'Sweeping' : 'Payments'} to {consent.payee.name}
        </span>
      ) : null}
      <span className="ob-row__meta">{datesLine(consent, status)}</span>
    </li>
  );
}

/**
 * One kind's part of the dashboard: its active consents, then the expired and the revoked ones apart
 * (the guidelines keep revoked access apart from access that simply ran out).
 */
export const ConsentSection = observer(function ConsentSection({ section, single }: { section: DashboardSection; single: boolean }) {
  const headingId = `ob-section-${section.kind}`;
  return (
    <section className="ob-section" aria-labelledby={headingId} data-section={section.kind}>
      <Heading level={2} id={headingId}>
        {single ? kindTitles[section.kind] : <Link to={sectionPath(section.kind)}>{kindTitles[section.kind]}</Link>}
      </Heading>
      <p>{kindDescriptions[section.kind]}</p>
      {(['active', 'expired', 'revoked'] as const).map((status) => {
        const consents = section[status];
        const groupId = `${headingId}-${status}`;
        return (
          <div key={status} className="ob-group" data-group={status}>
            <Heading level={3} id={groupId}>
              {groupTitles[status]} ({consents.length})
            </Heading>
            {consents.length === 0 ? (
              <p className="hint">{emptyTexts[status]}</p>
            ) : (
              <ul className="ob-list" aria-labelledby={groupId}>
                {consents.map((consent) => (
                  <ConsentRow key={consent.id} consent={consent} status={status} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
});
