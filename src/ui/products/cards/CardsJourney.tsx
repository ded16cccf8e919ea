import { RequestJournal } from '../../../core/never-twice/request-journal';
import { createContext, useContext, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router-dom';
import { IdempotencyKeys } from '../../../core/shared/idempotency-keys.port';
import { ChooseCardOptions, LoadCardProducts, LoadRepaymentAccounts, SubmitCardApplication } from '../../../core/products/cards/credit-card.use-cases';
import { useInjection } from '../../di/container-context';
import { JourneyLayout } from '../../journey/JourneyLayout';
import { RequireFullLogOn } from '../../shell/RequireFullLogOn';
import { ProductFrame } from '../ProductFrame';
import { ProductLoad } from '../ProductLoad';
import { CardApplicationViewModel } from './card-application.view-model';
import { cardFlow } from './card-journey';
import '../../shared/manage-money/manage-money.css';
import './credit-cards.css';

/** products/credit-cards needs a full log-on (CAM40) and the product apply and credit cards toggles (docs/rules/customer-features.md). */
export function CardsLayout() {
  return (
    <ProductFrame product="creditCards" title="Credit cards" logOnGuard={RequireFullLogOn} className="credit-cards">
      <Outlet />
    </ProductFrame>
  );
}

const CardApplicationContext = createContext<CardApplicationViewModel | null>(null);

/** The card application of the flow this page is in. */
export function useCardApplication(): CardApplicationViewModel {
  const value = useContext(CardApplicationContext);
  if (!value) throw new Error('This page must be inside CardsJourney');
  return value;
}

/** Tracker labels: the spec's pages, in the words a customer reads. */
const trackerLabels: Readonly<Record<string, string>> = {
  choice: 'Card',
  'credit-limit': 'Limit',
  'apply/your-details': 'Your details',
  affordability: 'Affordability',
  'your-offer': 'Offer',
  'credit-limit-options': 'Options',
  'repayment-options': 'Repayments',
  agreement: 'Agreement',
};

/**
 * The frame of the card application: when the flow is entered it makes the kit's journey store
 * (cardFlow: everything typed, pages open in order, the leave guard, signing never twice) and the
 * application's view model beside it (the cards on offer, loaded once here with the product frame's
 * loader and failure panel; the bank's answers, the application and the choices sent
 * never twice), and hands the store to the kit's layout. Both live until the customer leaves the flow.
 */
export const CardsJourney = observer(function CardsJourney() {
  const keys = useInjection<IdempotencyKeys>(IdempotencyKeys);
  const loadProducts = useInjection(LoadCardProducts);
  const submit = useInjection(SubmitCardApplication);
  const loadAccounts = useInjection(LoadRepaymentAccounts);
  const chooseOptions = useInjection(ChooseCardOptions);
  const outcomes = useInjection<RequestJournal>(RequestJournal);
  const [application] = useState(() => new CardApplicationViewModel(cardFlow(keys, outcomes), keys, { loadProducts, submit, loadAccounts, chooseOptions }, outcomes));
  // The cards on offer are asked once for the flow, here, not by each step (the frame owns
  // the load and failure states); the steps show only once they have come.
  useEffect(() => {
    void application.loadProducts();
  }, [application]);
  return (
    <CardApplicationContext.Provider value={application}>
      <ProductLoad data={application.productsLoad} loadingLabel="Loading our credit cards" onRetry={() => void application.loadProducts()}>
        {() => (
          <JourneyLayout
            create={() => application.journey as never}
            trackerLabels={trackerLabels}
            confirms={{ subject: 'application' }}
            awaitingAnswer={application.applicationFrozen || application.optionsFrozen}
          />
        )}
      </ProductLoad>
    </CardApplicationContext.Provider>
  );
});
