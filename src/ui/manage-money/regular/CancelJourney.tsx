import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { formatMoney } from '../../../core/accounts/money';
import { cancelConsequences } from '../../../core/manage-money/change-rules';
import { CancelRegularPayment } from '../../../core/manage-money/change.use-case';
import { mandateTypeLabels, type Mandate } from '../../../core/manage-money/regular-payment';
import { useInjection } from '../../di/container-context';
import { journeyScopes } from '../../journey/journey-scopes';
import { makeSimpleChange } from '../shared/SimpleChange';
import { dateOrNone, frequencyText } from '../shared/format';
import { regularPath } from '../manage-money-paths';
import { RegularPaymentNow } from './regular-lookup';
import { useMandateSubject } from './use-mandate-subject';

const one = (m: Mandate) => mandateTypeLabels[m.type].one;

/** manage-money/regular/{type}/{status}/{index}/cancel, /review, /confirm. */
const cancel = makeSimpleChange<Mandate>({
  useSubject: () => useMandateSubject('cancel'),
  detailsTitle: (m) => `Cancel your ${one(m) === 'Direct Debit' ? 'Direct Debit' : 'standing order'} to ${m.payee.name}`,
  doneTitle: (m) => `${one(m)} to ${m.payee.name} cancelled`,
  confirmLabel: 'Confirm cancellation',
  lostSubject: 'cancellation',
  scope: journeyScopes.cancelRegularPayment,
  rows: (m) => [
    ['Payee', m.payee.name],
    m.payee.sortCode && m.payee.accountNumber ? ['Payee account', `${formatSortCode(m.payee.sortCode)} ${m.payee.accountNumber}`] : null,
    [m.type === 'direct-debit' ? 'Last amount' : 'Amount', m.amount === null ? 'None yet' : formatMoney(m.amount)],
    ['Frequency', frequencyText(m.frequency)],
    ['Next payment', dateOrNone(m.nextPaymentDate)],
    ['Reference', m.reference],
  ],
  consequences: cancelConsequences,
  list: (index) => ({ path: regularPath(index), name: 'Regular payments' }),
  backToDetail: '..',
  useSend: () => {
    const useCase = useInjection(CancelRegularPayment);
    return (mandate, key, codes) => useCase.execute({ mandate, codes }, key);
  },
  Lookup: ({ subject }) => <RegularPaymentNow mandate={subject} />,
});

export const { Journey: CancelJourney, Details: CancelDetails, Review: CancelReview, Confirm: CancelConfirm } = cancel;
