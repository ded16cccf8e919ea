import { useParams } from 'react-router-dom';
import { formatShortDate } from '../../../core/accounts/calendar-date';
import { formatMoney } from '../../../core/accounts/money';
import { canStop, stopConsequence } from '../../../core/manage-money/change-rules';
import { StopFuturePayment } from '../../../core/manage-money/change.use-case';
import type { FuturePayment } from '../../../core/manage-money/future-payment';
import { useInjection, useViewModel } from '../../di/container-context';
import { ListedNow, useListedSubject } from '../shared/ManageMoneyPage';
import { journeyScopes } from '../../journey/journey-scopes';
import { makeSimpleChange } from '../shared/SimpleChange';
import { payeeLine } from '../shared/format';
import { futurePaymentsPath } from '../manage-money-paths';
import { FuturePaymentNotFound } from './FuturePaymentDetailPage';
import { FuturePaymentsViewModel } from './future-payments.view-model';

/** After a lost answer: whether the bank still lists the payment. */
function PaymentNow({ payment }: { payment: FuturePayment }) {
  return (
    <ListedNow
      vm={useViewModel(FuturePaymentsViewModel)}
      describe={(value) =>
        value.payments.some((p) => p.id === payment.id)
          ? `The bank still lists the payment of ${formatMoney(payment.amount)} to ${payment.payee.name}.`
          : `The bank no longer lists the payment of ${formatMoney(payment.amount)} to ${payment.payee.name}: it is stopped.`
      }
    />
  );
}

/** manage-money/future-payments/{paymentIndex}/stop, /review, /confirm. */
const stop = makeSimpleChange<FuturePayment>({
  useSubject: () => {
    const vm = useViewModel(FuturePaymentsViewModel);
    const { paymentIndex = '' } = useParams();
    return useListedSubject(
      vm,
      'Loading the payment',
      () => {
        const payment = vm.payment(paymentIndex);
        return payment && canStop(payment, vm.today) ? payment : null;
      },
      (index) => <FuturePaymentNotFound index={index} />,
    );
  },
  detailsTitle: (p) => `Stop your payment to ${p.payee.name}`,
  doneTitle: (p) => `Payment to ${p.payee.name} stopped`,
  confirmLabel: 'Stop payment',
  lostSubject: 'request to stop this payment',
  scope: journeyScopes.stopFuturePayment,
  rows: (p) => [
    ['Payee', p.payee.name],
    payeeLine(p.payee) ? ['Payee account', payeeLine(p.payee)] : null,
    ['Amount', formatMoney(p.amount)],
    ['Date', formatShortDate(p.date)],
    ['Reference', p.reference],
  ],
  consequences: (p) => [stopConsequence(p)],
  list: (index) => ({ path: futurePaymentsPath(index), name: 'Future payments' }),
  backToDetail: '..',
  useSend: () => {
    const useCase = useInjection(StopFuturePayment);
    return (p, key, codes) => useCase.execute({ paymentId: p.id, codes }, key);
  },
  Lookup: ({ subject }) => <PaymentNow payment={subject} />,
});

export const { Journey: StopJourney, Details: StopDetails, Review: StopReview, Confirm: StopConfirm } = stop;
