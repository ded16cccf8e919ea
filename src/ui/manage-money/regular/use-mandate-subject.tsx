import { useParams } from 'react-router-dom';
import { canChange, type Mandate, type MandateChange } from '../../../core/manage-money/regular-payment';
import { useViewModel } from '../../di/container-context';
import type { SubjectLookup } from '../shared/SimpleChange';
import { useListedSubject } from '../shared/ManageMoneyPage';
import { MandateNotFound } from './MandateDetailPage';
import { RegularPaymentsViewModel } from './regular-payments.view-model';

/** The regular payment a change route names, when that change is allowed for it (a Direct Debit: cancel only). */
export function useMandateSubject(change: MandateChange): SubjectLookup<Mandate> & { vm: RegularPaymentsViewModel } {
  const vm = useViewModel(RegularPaymentsViewModel);
  const { mandateType = '', mandateStatus = '', mandateIndex = '' } = useParams();
  const lookup = useListedSubject(
    vm,
    'Loading the regular payment',
    () => {
      const found = vm.mandate({ type: mandateType, status: mandateStatus, index: mandateIndex });
      return found && canChange(found, change) ? found : null;
    },
    (index) => <MandateNotFound index={index} />,
  );
  return { vm, ...lookup };
}
