import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { alignmentText, limitAmountText, maxPaymentText, periodName, type PeriodicLimit } from '../../../core/open-banking/recurring-payment-limits';
import { DetailsList } from '../../shared/manage-money/ListStates';
import { formatDate } from '../format';

export interface RecurringTermsProps {
  sweeping: boolean;
  payee: { name: string; sortCode: string | null; accountNumber: string | null };
  maxIndividualAmount: number;
  periodicLimits: readonly PeriodicLimit[];
  validFrom: string;
  validTo: string | null;
}

/** Every parameter of a recurring payments consent (or of a request for one). */
export function RecurringTerms({ terms }: { terms: RecurringTermsProps }) {
  const payeeNumbers = [terms.payee.sortCode ? formatSortCode(terms.payee.sortCode) : null, terms.payee.accountNumber].filter(Boolean).join(' ');
  return (
    <>
      <DetailsList
        rows={[
          ['Payee', payeeNumbers ? `${terms.payee.name}, ${payeeNumbers}` : terms.payee.name],
          ['Sweeping', terms.sweeping ? 'Yes: payments between your own accounts' : 'No'],
          ['Largest single payment', maxPaymentText(terms.maxIndividualAmount)],
          ['Valid from', formatDate(terms.validFrom)],
          ['Valid to', terms.validTo ? formatDate(terms.validTo) : 'No end date'],
        ]}
      />
      <table className="ob-table">
        <caption>Limits for each period</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Limit</th>
            <th scope="col">How the period is counted</th>
          </tr>
        </thead>
        <tbody>
          {terms.periodicLimits.length === 0 ? (
            <tr>
              <td colSpan={3}>No period limits: only the largest single payment applies.</td>
            </tr>
          ) : (
            terms.periodicLimits.map((limit) => (
              <tr key={`${limit.period}-${limit.alignment}`}>
                <th scope="row">{periodName(limit.period)}</th>
                <td>{limitAmountText(limit)}</td>
                <td>{alignmentText(limit)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </>
  );
}
