import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/accounts/money';
import { lender } from '../../../core/products/lending/lender';
import { representativeRangeText } from '../../../core/products/lending/representative-example';
import { formatRate } from '../../../core/products/lending/rate';
import { useViewModel } from '../../di/container-context';
import { ProductLoad } from '../ProductLoad';
import { Button } from '../../shared/Button';
import { RepresentativeAprLead } from '../lending/RepresentativeAprLead';
import { ExampleList } from './ExampleList';
import { useLoanNavigate } from './loan-journey';
import { LoanSplashViewModel } from './loan-splash.view-model';

/**
 * products/personal-loans: what the loan is, the representative example, and the way in. A credit
 * advert by CONC 3.5: the representative APR leads, the example is given once with the amounts it is
 * for, and the bank's postal address is on the page.
 */
export const LoanSplash = observer(function LoanSplash() {
  const vm = useViewModel(LoanSplashViewModel);
  const go = useLoanNavigate();
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  return (
    <>
      <h1>Personal loan</h1>
      <ProductLoad data={vm.eligibility} loadingLabel="Loading our loan rates" onRetry={vm.start}>
        {(eligibility) => (
          <>
            {vm.example ? <RepresentativeAprLead apr={vm.example.representativeApr} /> : null}
            <p>
              Borrow from {formatMoney(eligibility.minAmount)} to {formatMoney(eligibility.maxAmount)} over {eligibility.minTermMonths} to{' '}
              {eligibility.maxTermMonths} months, at a fixed rate: your monthly repayment stays the same for the whole loan.
            </p>
            <ul>
              {eligibility.rates.map((rate) => (
                <li key={rate.fromAmount}>
                  {formatMoney(rate.fromAmount)} to {formatMoney(rate.toAmount)}: {formatRate(rate.apr)} APR
                </li>
              ))}
            </ul>
            {vm.example ? (
              <section className="loan-example" aria-labelledby="loan-example-title">
                <h2 id="loan-example-title">Representative example</h2>
                {vm.range ? <p>{representativeRangeText(vm.range)}</p> : null}
                <ExampleList example={vm.example} />
              </section>
            ) : null}
            <p>
              Getting a quote takes a few minutes. It is a soft search: it does not affect your credit file, and other lenders cannot see it.
            </p>
            <Button onClick={() => go('loan')}>Get your personal quote</Button>
            <div className="loan-lender">
              <p>Loans are provided by {lender.name}. You can write to us at:</p>
              <address>{lender.postalAddress}</address>
            </div>
          </>
        )}
      </ProductLoad>
    </>
  );
});
