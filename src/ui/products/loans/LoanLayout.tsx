import { JourneyLayout } from '../../journey/JourneyLayout';
import { JourneyStore } from '../../journey/journey.store';
import { RequireFullLogOn } from '../../shell/RequireFullLogOn';
import { RequireAccess } from '../../shared/RequireAccess';
import type { LoanApplied } from '../../../core/products/loans/personal-loan';
import { initialLoanDetails, loanSteps, type LoanDetails } from './loan-journey';
import './loans.css';

/**
 * products/personal-loans: a full log-on and the product apply and personal loan toggles (spec 02
 * sections 1 and 6); then one journey for the whole application, from the splash to the fallback pages,
 * so its answers are kept on Back and leaving it asks first.
 */
export function LoanLayout() {
  return (
    <RequireFullLogOn>
      <RequireAccess requires={{ toggles: ['productApply', 'personalLoan'] }} title="Personal loan">
        <div className="loan">
          <JourneyLayout
            create={(keys) => new JourneyStore<LoanDetails, LoanApplied>({ steps: loanSteps, initial: initialLoanDetails, keys, confirmStep: 'decision' })}
          />
        </div>
      </RequireAccess>
    </RequireFullLogOn>
  );
}
