import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatTransactionDate } from '../../../core/accounts/calendar-date';
import { formatMoney } from '../../../core/accounts/money';
import { CashIsaMessages, cashIsaRefusals, cashLimitWords } from '../../../core/products/savings/cash-isa.rules';
import { balancesPath } from '../../../core/shell/start-route';
import { useJourney } from '../../journey/journey-context';
import { JourneyLayout } from '../../journey/JourneyLayout';
import { JourneyStep } from '../../journey/JourneyStep';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { backToProducts, ProductFrame, useStartedViewModel } from '../ProductFrame';
import { ProductLoad } from '../ProductLoad';
import { CashIsaViewModel } from './savings.view-model';
import { FactList } from './SavingsParts';
import { type Store, cashIsaFlow, trackerLabels, FrameContext, useFrame } from './cash-isa-parts';
import { applicationWords } from '../../../core/journey/unknown-outcome-words';
import { ProductDocuments } from './ProductDocuments';

export function CashIsaJourney() {
  return (
    <ProductFrame product="cashIsa" title="Cash ISA" back={backToProducts}>
      <CashIsaFrame />
    </ProductFrame>
  );
}

const CashIsaFrame = observer(function CashIsaFrame() {
  const vm = useStartedViewModel(CashIsaViewModel);
  return (
    <FrameContext.Provider value={vm}>
      <ProductLoad data={vm.offer} loadingLabel="Loading the Cash ISA" onRetry={vm.start}>
        {() => <JourneyLayout create={cashIsaFlow} confirms={applicationWords} trackerLabels={trackerLabels} />}
      </ProductLoad>
    </FrameContext.Provider>
  );
});

/** splash: what the product is, its rate, limits, who can apply, and one call to action. */
export const CashIsaSplash = observer(function CashIsaSplash() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { offer, figures } = useFrame();
  const p = offer.product;
  return (
    <JourneyStep step="splash">
      <h1>Cash ISA</h1>
      {/* Said only of a flexible ISA: the sentence follows the product's flag. */}
      <p>
        {p.flexible
          ? 'Save tax-free: no tax to pay on the interest, and you can take money out and put it back in the same tax year without using more of your allowance.'
          : 'Save tax-free: no tax to pay on the interest.'}
      </p>
      <p className="sv-rate">
        {p.aer}% AER {p.rateType}
      </p>
      <FactList
        rows={[
          ['Interest', `${p.aer}% AER, ${p.rateType}, tax-free`],
          ['Term', 'None: an easy access account, open until you close it'],
          ['Flexible', p.flexible ? 'Yes: money you take out can be paid back in the same tax year without counting again' : 'No'],
          ['Paying in', `From ${formatMoney(p.minimumDeposit)}, up to your cash ISA limit (${formatMoney(figures.limit)} in ${figures.taxYear.label})`],
          ['Who can apply', 'Customers aged 18 or over who live in the UK for tax purposes'],
        ]}
      />
      <Button onClick={() => go(journey.pass('splash'))}>Apply now</Button>
    </JourneyStep>
  );
});

/** details: product information, the allowance of the tax year and what the customer has paid in. */
export const CashIsaDetails = observer(function CashIsaDetails() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { offer, figures, vm } = useFrame();
  const refusals = cashIsaRefusals(vm.today.date, offer.applicant, offer.standing);
  const limitWords = cashLimitWords(figures.taxYear, offer.applicant.dateOfBirth);
  return (
    <JourneyStep step="details">
      <h1>Your ISA allowance</h1>
      <FactList
        rows={[
          ['Product', `${offer.product.name}, ${offer.product.aer}% AER ${offer.product.rateType}${offer.product.flexible ? ', flexible' : ''}`],
          ['Tax year', `${figures.taxYear.label} (${formatTransactionDate(figures.taxYear.starts, vm.today.iso)} to ${formatTransactionDate(figures.taxYear.ends, vm.today.iso)})`],
          // The most that may go into cash ISAs (from 2027/28 lower than the overall ISA allowance under 65).
          ['Cash ISA limit this tax year', formatMoney(figures.limit)],
          ['Paid in with us this tax year', formatMoney(figures.paidIn)],
          ['Left to pay in this tax year', formatMoney(figures.left)],
        ]}
      />
      {limitWords ? <p>{limitWords}</p> : null}
      <p>
        Money you pay into ISAs with other providers this tax year counts towards the same allowance: take it off what is left here before you choose your first
        deposit.
      </p>
      {figures.otherYear ? (
        <p>
          Our last figure, {formatMoney(figures.otherYear.paidIn)} paid in with us, is for the {figures.otherYear.label} tax year: it does not count towards{' '}
          {figures.taxYear.label}.
        </p>
      ) : null}
      {refusals.length > 0 || figures.left === 0 ? (
        <div className="panel panel--warning" role="status">
          <h2>You cannot open a Cash ISA now</h2>
          {[...refusals, ...(figures.left === 0 ? [CashIsaMessages.noAllowanceLeft] : [])].map((r) => (
            <p key={r}>{r}</p>
          ))}
          <p>
            <Link to={balancesPath}>Back to Balances</Link>
          </p>
        </div>
      ) : (
        <>
          <ProductDocuments product="cash-isa" documents={vm.documents} onRetry={vm.reloadDocuments} />
          <div className="button-group">
            <Button onClick={() => go(journey.pass('details'))}>Continue</Button>
            <Button variant="secondary" onClick={() => go('splash')}>
              Back
            </Button>
          </div>
        </>
      )}
    </JourneyStep>
  );
});

