import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { formatShortDate } from '../../../core/accounts/calendar-date';
import { formatMoney } from '../../../core/accounts/money';
import { canStop, stopConsequence } from '../../../core/manage-money/change-rules';
import { StopFuturePayment } from '../../../core/manage-money/change.use-case';
import type { FuturePayment } from '../../../core/manage-money/future-payment';
import { useInjection, useViewModel } from '../../di/container-context';
import { useAccountIndex } from '../../accounts/account/use-account-index';
import { LoadedContent } from '../shared/ListStates';
import { makeSimpleChange } from '../shared/SimpleChange';
import { fallbackOf, useLoadOnce } from '../shared/use-loaded-once';
import { payeeLine } from '../shared/format';
import { futurePaymentsPath } from '../manage-money-paths';
import { FuturePaymentNotFound } from './FuturePaymentDetailPage';
import { FuturePaymentsViewModel } from './future-payments.view-model';

/** After a lost answer: whether the bank still lists the payment. */
const PaymentNow = observer(function PaymentNow({ payment }: { payment: FuturePayment }) {
  const vm = useViewModel(FuturePaymentsViewModel);
  const index = useAccountIndex();
  useEffect(() => {
    void vm.load(index);
    return () => vm.dispose();
  }, [vm, index]);
  return (
    <LoadedContent data={vm.data} loadingLabel="Checking what the bank lists now" onRetry={() => void vm.load(index)}>
      {(value) => (
        <p className="mm-note">
          {value.payments.some((p) => p.id === payment.id)
            ? `The bank still lists the payment of ${formatMoney(payment.amount)} to ${payment.payee.name}.`
            : `The bank no longer lists the payment of ${formatMoney(payment.amount)} to ${payment.payee.name}: it is stopped.`}
        </p>
      )}
    </LoadedContent>
  );
});

/** manage-money/future-payments/{paymentIndex}/stop, /review, /confirm. */
const stop = makeSimpleChange<FuturePayment>({
  useSubject: () => {
    const vm = useViewModel(FuturePaymentsViewModel);
    const index = useAccountIndex();
    const { paymentIndex = '' } = useParams();
    useLoadOnce(() => vm.load(index), () => vm.dispose());
    const payment = vm.payment(paymentIndex);
    return {
      subject: payment && canStop(payment, vm.today) ? payment : null,
      fallback: fallbackOf(vm.data, 'Loading the payment', () => void vm.load(index), <FuturePaymentNotFound index={index} />),
    };
  },
  detailsTitle: (p) => `Stop your payment to ${p.payee.name}`,
  doneTitle: (p) => `Payment to ${p.payee.name} stopped`,
  confirmLabel: 'Stop payment',
  lostSubject: 'request to stop this payment',
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
    return (p, key) => useCase.execute({ paymentId: p.id }, key);
  },
  Lookup: ({ subject }) => <PaymentNow payment={subject} />,
});

export const { Journey: StopJourney, Details: StopDetails, Review: StopReview, Confirm: StopConfirm } = stop;
