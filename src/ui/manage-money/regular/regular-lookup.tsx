import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { Mandate } from '../../../core/manage-money/regular-payment';
import { formatMoney } from '../../../core/accounts/money';
import { useViewModel } from '../../di/container-context';
import { useAccountIndex } from '../../accounts/account/use-account-index';
import { LoadedContent } from '../shared/ListStates';
import { RegularPaymentsViewModel } from './regular-payments.view-model';

/** After a lost answer: what the bank lists now for this regular payment, fetched afresh. */
export const RegularPaymentNow = observer(function RegularPaymentNow({ mandate, describe }: { mandate: Mandate; describe?: (now: Mandate | null) => string }) {
  const vm = useViewModel(RegularPaymentsViewModel);
  const index = useAccountIndex();
  useEffect(() => {
    void vm.load(index);
    return () => vm.dispose();
  }, [vm, index]);
  return (
    <LoadedContent data={vm.data} loadingLabel="Checking what the bank lists now" onRetry={() => void vm.load(index)}>
      {(value) => {
        const now = value.mandates.find((m) => m.id === mandate.id) ?? null;
        const text = describe
          ? describe(now)
          : now === null
            ? `The bank no longer lists this payment to ${mandate.payee.name} on this account.`
            : `The bank now lists this payment to ${now.payee.name} as ${now.status}${now.amount === null ? '' : `, ${formatMoney(now.amount)}`}.`;
        return <p className="mm-note">{text}</p>;
      }}
    </LoadedContent>
  );
});
