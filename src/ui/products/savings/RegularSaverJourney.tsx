import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { AccountsStatePort } from '../../../core/accounts/accounts-state.port';
import { formatMoney } from '../../../core/accounts/money';
import type { RegularSaverEligibility, RegularSaverProduct } from '../../../core/products/savings/savings';
import { RegularSaverMessages } from '../../../core/products/savings/regular-saver.rules';
import { balancesPath } from '../../../core/shell/start-route';
import { accountPath } from '../../shared/accounts/account-paths';
import { useOptionalInjection } from '../../di/container-context';
import { useJourney } from '../../journey/journey-context';
import { JourneyLayout } from '../../journey/JourneyLayout';
import { JourneyStep } from '../../journey/JourneyStep';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { backToProducts, ProductFrame, useStartedViewModel } from '../ProductFrame';
import { ProductLoad } from '../ProductLoad';
import { RegularSaverViewModel } from './savings.view-model';
import { FactList } from './SavingsParts';
import { type Store, regularSaverFlow, trackerLabels, FrameContext, useFrame } from './regular-saver-parts';
import { applicationWords } from '../../../core/journey/unknown-outcome-words';

/**
 * products/regular-saver: behind the product apply and Regular Saver toggles (a deep link while
 * either is off says so and makes no call); then the bank's answer on eligibility decides between
 * the journey and the page that says the customer already holds one.
 */
export function RegularSaverJourney() {
  return (
    <ProductFrame product="regularSaver" title="Regular Saver" back={backToProducts}>
      <RegularSaverFrame />
    </ProductFrame>
  );
}

const RegularSaverFrame = observer(function RegularSaverFrame() {
  const vm = useStartedViewModel(RegularSaverViewModel);
  return (
    <FrameContext.Provider value={vm}>
      <ProductLoad data={vm.offer} loadingLabel="Loading the Regular Saver" onRetry={vm.start}>
        {(offer) =>
          offer.kind === 'eligible' ? (
            <ProductLoad data={vm.choices} loadingLabel="Loading your accounts" onRetry={vm.start}>
              {() => <RegularSaverFlow />}
            </ProductLoad>
          ) : (
            <NotForYou offer={offer} />
          )
        }
      </ProductLoad>
    </FrameContext.Provider>
  );
});

/** The journey's store lives as long as the flow: made once, when the customer may apply. */
function RegularSaverFlow() {
  return <JourneyLayout create={regularSaverFlow} confirms={applicationWords} trackerLabels={trackerLabels} />;
}

/** A customer who holds a Regular Saver is told so, with a link to it; a declined one is told why. */
const NotForYou = observer(function NotForYou({ offer }: { offer: Exclude<RegularSaverEligibility, { kind: 'eligible' }> }) {
  const accounts = useOptionalInjection<AccountsStatePort>(AccountsStatePort);
  const index = offer.kind === 'already-held' && accounts ? accounts.state.accounts.findIndex((a) => a.id === offer.account.id) : -1;
  return (
    <>
      <h1>Regular Saver</h1>
      <ProductTerms product={offer.product} />
      <div className="panel panel--warning" role="status">
        <h2>{offer.kind === 'already-held' ? 'You already have a Regular Saver' : 'You cannot apply for a Regular Saver'}</h2>
        <p>{offer.kind === 'already-held' ? RegularSaverMessages.alreadyHeld : offer.reason}</p>
        {offer.kind === 'already-held' ? (
          <p>
            <Link to={index >= 0 ? accountPath(index, 'transactions') : balancesPath}>
              {index >= 0 ? `Go to your ${offer.account.name}` : `Find your ${offer.account.name} on Balances`}
            </Link>
          </p>
        ) : null}
      </div>
      <p>
        <Link to="/products/summary">See our other products</Link>
      </p>
    </>
  );
});

function ProductTerms({ product }: { product: RegularSaverProduct }) {
  return (
    <>
      <p className="sv-rate">
        {product.aer}% AER {product.rateType}
      </p>
      <FactList
        rows={[
          ['Interest', `${product.aer}% AER, ${product.rateType} for the whole term, paid when the account matures`],
          ['Term', `${product.termMonths} months`],
          ['Paying in', `${formatMoney(product.minimumMonthly)} to ${formatMoney(product.maximumMonthly)} a month, in whole pounds, by standing order on a day you choose from the 1st to the 28th`],
          ['Withdrawals', 'None until the account matures; you can close it early and lose no interest already earned'],
          ['Who can apply', 'Customers aged 18 or over, resident in the UK, with a current account with us. One Regular Saver per customer.'],
        ]}
      />
    </>
  );
}

/** index: what the product is, its rate, term and limits, who can apply, and one call to action. */
export const RegularSaverIndex = observer(function RegularSaverIndex() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { product } = useFrame();
  return (
    <JourneyStep step="index">
      <h1>Regular Saver</h1>
      <p>Save a fixed amount every month for a year and earn a fixed rate on every pound.</p>
      <ProductTerms product={product} />
      <Button onClick={() => go(journey.pass('index'))}>Apply now</Button>
    </JourneyStep>
  );
});
