import type { Mandate } from '../../../core/manage-money/regular-payment';
import { formatMoney } from '../../../core/accounts/money';
import { useViewModel } from '../../di/container-context';
import { ListedNow } from '../shared/ManageMoneyPage';
import { RegularPaymentsViewModel } from './regular-payments.view-model';

/** After a lost answer: what the bank lists now for this regular payment, fetched afresh. */
export function RegularPaymentNow({ mandate, describe }: { mandate: Mandate; describe?: (now: Mandate | null) => string }) {
  return (
    <ListedNow
      vm={useViewModel(RegularPaymentsViewModel)}
      describe={(value) => {
        const now = value.mandates.find((m) => m.id === mandate.id) ?? null;
        if (describe) return describe(now);
        return now === null
          ? `The bank no longer lists this payment to ${mandate.payee.name} on this account.`
          : `The bank now lists this payment to ${now.payee.name} as ${now.status}${now.amount === null ? '' : `, ${formatMoney(now.amount)}`}.`;
      }}
    />
  );
}
