import { useParams } from 'react-router-dom';
import { canChange, type Mandate, type MandateChange } from '../../../core/manage-money/regular-payment';
import { useViewModel } from '../../di/container-context';
import { useAccountIndex } from '../../accounts/account/use-account-index';
import type { SubjectLookup } from '../shared/SimpleChange';
import { fallbackOf, useLoadOnce } from '../shared/use-loaded-once';
import { MandateNotFound } from './MandateDetailPage';
import { RegularPaymentsViewModel } from './regular-payments.view-model';

/** The regular payment a change route names, when that change is allowed for it (a Direct Debit: cancel only). */
export function useMandateSubject(change: MandateChange): SubjectLookup<Mandate> & { vm: RegularPaymentsViewModel } {
  const vm = useViewModel(RegularPaymentsViewModel);
  const index = useAccountIndex();
  const { mandateType = '', mandateStatus = '', mandateIndex = '' } = useParams();
  useLoadOnce(() => vm.load(index), () => vm.dispose());
  const found = vm.mandate({ type: mandateType, status: mandateStatus, index: mandateIndex });
  const subject = found && canChange(found, change) ? found : null;
  return { vm, subject, fallback: fallbackOf(vm.data, 'Loading the regular payment', () => void vm.load(index), <MandateNotFound index={index} />) };
}
