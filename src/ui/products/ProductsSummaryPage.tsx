import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { FeatureToggle } from '../../core/content/feature-toggles';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import { balancesPath } from '../../core/shell/start-route';
import { useInjection } from '../di/container-context';
import { RequireAccess } from '../shared/RequireAccess';
import './savings/savings.css';

interface ProductCard {
  toggle: FeatureToggle;
  to: string;
  name: string;
  summary: string;
}

/** Every product a customer may apply for online, each behind its own toggle (and product apply, above). */
const products: readonly ProductCard[] = [
  { toggle: 'regularSaver', to: '/products/regular-saver', name: 'Regular Saver', summary: 'Save £25 to £300 a month for 12 months at a fixed rate.' },
  { toggle: 'cashIsa', to: '/products/cash-isa', name: 'Cash ISA', summary: 'Tax-free savings, with easy access, up to your ISA allowance.' },
  { toggle: 'personalLoan', to: '/products/personal-loans', name: 'Personal loan', summary: 'Borrow a fixed amount and pay it back in fixed monthly payments.' },
  { toggle: 'creditCards', to: '/products/credit-cards', name: 'Credit card', summary: 'A credit card with a limit that suits you.' },
];

/** products/summary: the splash that lists the products the customer may apply for (docs/rules/customer-screens.md). */
export function ProductsSummaryPage() {
  return (
    <RequireAccess requires={{ toggles: ['productApply'] }} title="Apply for a product">
      <ProductList />
    </RequireAccess>
  );
}

const ProductList = observer(function ProductList() {
  const toggles = useInjection<FeatureTogglesPort>(FeatureTogglesPort);
  const shown = products.filter((p) => toggles.isEnabled(p.toggle));
  return (
    <>
      <h1>Apply for a product</h1>
      {shown.length === 0 ? (
        <p>There are no products to apply for online at the moment.</p>
      ) : (
        <>
          <p>Open a new account or apply for credit online, in a few minutes.</p>
          <ul className="sv-products">
            {shown.map((p) => (
              <li className="sv-products__item" key={p.to}>
                <h2>{p.name}</h2>
                <p>{p.summary}</p>
                <Link to={p.to}>
                  Find out about the {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to={balancesPath}>Back to Balances</Link>
      </p>
    </>
  );
});
