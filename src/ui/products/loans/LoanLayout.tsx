import { JourneyLayout } from '../../journey/JourneyLayout';
import { RequireFullLogOn } from '../../shell/RequireFullLogOn';
import { ProductFrame } from '../ProductFrame';
import { loanFlow } from './loan-journey';
import './loans.css';

/**
 * products/personal-loans: a full log-on and the product apply and personal loan toggles (spec 02
 * sections 1 and 6); then one journey for the whole application, from the splash to the fallback pages,
 * so its answers are kept on Back and leaving it asks first.
 */
export function LoanLayout() {
  return (
    <ProductFrame product="personalLoan" title="Personal loan" logOnGuard={RequireFullLogOn} className="loan">
      <JourneyLayout create={loanFlow} confirms={{ subject: 'loan application' }} />
    </ProductFrame>
  );
}
