import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { Account } from '../../../core/accounts/account';
import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { AccountsStatePort } from '../../../core/accounts/accounts-state.port';
import { formatMoney } from '../../../core/accounts/money';
import { ChangeMessages } from '../../../core/manage-money/change-rules';
import { TransferStandingOrder } from '../../../core/manage-money/change.use-case';
import type { Mandate } from '../../../core/manage-money/regular-payment';
import { transferTargets } from '../../../core/manage-money/transfer-targets';
import { useInjection } from '../../di/container-context';
import { useJourney } from '../../journey/journey-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FieldError } from '../../shared/FieldError';
import { DetailsList } from '../../shared/manage-money/ListStates';
import { journeyScopes } from '../../journey/journey-scopes';
import { makeSimpleChange, type SubjectStore } from '../shared/SimpleChange';
import { dateOrNone, frequencyText } from '../shared/format';
import { regularPath } from '../manage-money-paths';
import { RegularPaymentNow } from './regular-lookup';
import { useMandateSubject } from './use-mandate-subject';

interface TransferSubject {
  mandate: Mandate;
  from: Account | null;
  /** The accounts it may be paid from instead, as they were when the journey began. */
  targets: Account[];
  toAccountId: string;
}

const accountLine = (a: Account): string =>
  [a.name, a.summary.sortCode ? formatSortCode(a.summary.sortCode) : null, a.summary.number].filter(Boolean).join(' ');

const targetOf = (s: TransferSubject): Account | null => s.targets.find((a) => a.id === s.toAccountId) ?? null;

const transfer = makeSimpleChange<TransferSubject>({
  useSubject: () => {
    const lookup = useMandateSubject('transfer');
    const accounts = useInjection<AccountsStatePort>(AccountsStatePort).state.accounts;
    const mandate = lookup.subject;
    return {
      subject: mandate
        ? { mandate, from: accounts.find((a) => a.id === mandate.accountId) ?? null, targets: transferTargets(accounts, mandate), toAccountId: '' }
        : null,
      fallback: lookup.fallback,
    };
  },
  detailsTitle: (s) => `Pay your standing order to ${s.mandate.payee.name} from another account`,
  doneTitle: (s) => `Standing order to ${s.mandate.payee.name} now paid from ${targetOf(s)?.name ?? 'the other account'}`,
  confirmLabel: 'Confirm',
  lostSubject: 'change of account',
  scope: journeyScopes.moveStandingOrder,
  rows: (s) => [
    ['Payee', s.mandate.payee.name],
    ['Amount', s.mandate.amount === null ? 'None yet' : formatMoney(s.mandate.amount)],
    ['Frequency', frequencyText(s.mandate.frequency)],
    ['Next payment', dateOrNone(s.mandate.nextPaymentDate)],
    ['Paid from now', s.from ? accountLine(s.from) : s.mandate.accountId],
    targetOf(s) ? ['Paid from after the change', accountLine(targetOf(s) as Account)] : null,
  ],
  consequences: () => ['The next payment and every one after it will be paid from the account you choose. Nothing else changes.'],
  list: (index) => ({ path: regularPath(index), name: 'Regular payments' }),
  backToDetail: '..',
  useSend: () => {
    const useCase = useInjection(TransferStandingOrder);
    return (s, key, codes) => useCase.execute({ mandate: s.mandate, toAccountId: s.toAccountId, codes }, key);
  },
  Lookup: ({ subject }) => (
    <RegularPaymentNow
      mandate={subject.mandate}
      describe={(now) =>
        now === null
          ? `The bank no longer lists this standing order on this account: it is paid from ${targetOf(subject)?.name ?? 'the other account'} now.`
          : 'The bank still lists this standing order on this account.'
      }
    />
  ),
});

const fieldId = 'transfer-to-account';

/** The details step: which account pays the standing order from now on. */
export const TransferDetails = observer(function TransferDetails() {
  const journey = useJourney<SubjectStore<TransferSubject>>();
  const go = useJourneyNavigate();
  const [submitted, setSubmitted] = useState(false);
  const subject = journey.details.subject;
  const error = submitted && !targetOf(subject) ? ChangeMessages.selection : null;
  return (
    <JourneyStep step="details">
      <div className="manage-money">
        <p>
          <Link to=".." relative="path">
            Back
          </Link>
        </p>
        <ErrorSummary errors={error ? [{ fieldId: `${fieldId}-0`, message: error }] : []} focusKey={journey.failedSubmits} />
        <h1>Pay your standing order to {subject.mandate.payee.name} from another account</h1>
        <DetailsList rows={[['Paid from now', subject.from ? accountLine(subject.from) : subject.mandate.accountId]]} />
        {subject.targets.length === 0 ? (
          <p className="mm-note">None of your other accounts can pay a standing order.</p>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setSubmitted(true);
              if (!targetOf(subject)) {
                journey.noteFailedSubmit();
                return;
              }
              const next = journey.pass('details');
              journey.beginReview({ id: subject.mandate.id, to: subject.toAccountId });
              go(next);
            }}
          >
            <fieldset className={`mm-radios${error ? ' form-group--error' : ''}`} aria-describedby={error ? `${fieldId}-error` : undefined}>
              <legend>Pay it from</legend>
              {error ? <FieldError id={`${fieldId}-error`} message={error} /> : null}
              {subject.targets.map((a, i) => (
                <div className="mm-radio" key={a.id}>
                  <input
                    type="radio"
                    id={`${fieldId}-${i}`}
                    name={fieldId}
                    value={a.id}
                    checked={subject.toAccountId === a.id}
                    onChange={() => journey.update({ subject: { ...subject, toAccountId: a.id } })}
                  />
                  <label htmlFor={`${fieldId}-${i}`}>{accountLine(a)}</label>
                </div>
              ))}
            </fieldset>
            <Button type="submit">Continue</Button>
          </form>
        )}
      </div>
    </JourneyStep>
  );
});

/** manage-money/regular/standing-order/active/{index}/transfer, /review, /confirm. */
export const { Journey: TransferJourney, Review: TransferReview, Confirm: TransferConfirm } = transfer;
