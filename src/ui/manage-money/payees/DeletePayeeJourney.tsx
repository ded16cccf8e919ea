import { useParams } from 'react-router-dom';
import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { DeletePayee } from '../../../core/manage-money/change.use-case';
import { regularPaymentsUnknownWarning, regularPaymentsWarning, type Payee } from '../../../core/manage-money/payee';
import { useInjection, useViewModel } from '../../di/container-context';
import { ListedNow, useListedSubject } from '../shared/ManageMoneyPage';
import { journeyScopes } from '../../journey/journey-scopes';
import { makeSimpleChange } from '../shared/SimpleChange';
import { payeesPath } from '../manage-money-paths';
import { PayeeNotFound } from './PayeeDetailPage';
import { PayeesViewModel } from './payees.view-model';

interface PayeeSubject {
  payee: Payee;
  /** How many standing orders from this account pay the payee (said before delete); null when unknown. */
  regularPayments: number | null;
}

/** After a lost answer: whether the bank still lists the payee. */
function PayeeNow({ payee }: { payee: Payee }) {
  return (
    <ListedNow
      vm={useViewModel(PayeesViewModel)}
      describe={(value) =>
        value.payees.some((p) => p.id === payee.id)
          ? `The bank still lists ${payee.name} as a payee.`
          : `The bank no longer lists ${payee.name} as a payee.`
      }
    />
  );
}

/** manage-money/beneficiaries/{beneficiaryIndex}/delete, /review, /confirm. */
const remove = makeSimpleChange<PayeeSubject>({
  useSubject: () => {
    const vm = useViewModel(PayeesViewModel);
    const { beneficiaryIndex = '' } = useParams();
    return useListedSubject(
      vm,
      'Loading the payee',
      () => {
        const payee = vm.payee(beneficiaryIndex);
        return payee ? { payee, regularPayments: vm.regularPaymentsUnknown ? null : vm.regularPaymentsOf(payee).length } : null;
      },
      (index) => <PayeeNotFound index={index} />,
    );
  },
  detailsTitle: ({ payee }) => `Delete ${payee.name} from your payees`,
  doneTitle: ({ payee }) => `${payee.name} deleted from your payees`,
  confirmLabel: 'Delete payee',
  lostSubject: 'deletion of this payee',
  scope: journeyScopes.deletePayee,
  rows: ({ payee }) => [
    ['Name', payee.name],
    ['Sort code', formatSortCode(payee.sortCode)],
    ['Account number', payee.accountNumber],
    ['Reference', payee.reference],
  ],
  consequences: ({ payee, regularPayments }) => [
    `You will no longer be able to pay ${payee.name} without adding them again.`,
    ...(regularPayments === null
      ? [regularPaymentsUnknownWarning]
      : regularPaymentsWarning(regularPayments)
        ? [regularPaymentsWarning(regularPayments) as string]
        : []),
  ],
  list: (index) => ({ path: payeesPath(index), name: 'Beneficiaries' }),
  backToDetail: '..',
  useSend: () => {
    const useCase = useInjection(DeletePayee);
    return ({ payee }, key, codes) => useCase.execute({ payeeId: payee.id, codes }, key);
  },
  Lookup: ({ subject }) => <PayeeNow payee={subject.payee} />,
});

export const { Journey: DeleteJourney, Details: DeleteDetails, Review: DeleteReview, Confirm: DeleteConfirm } = remove;
