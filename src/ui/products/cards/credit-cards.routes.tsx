import type { RouteObject } from 'react-router-dom';
import { guardChangeRoutes } from '../../shared/change-access/RequireChangeAccess';
import { changing } from '../../shared/change-access/change-routes';

const steps = () => import('./CardSteps');
const agreement = () => import('./AgreementSteps');
const affordability = () => import('./AffordabilityStep');
const yourOffer = () => import('./YourOfferStep');
const signing = () => import('./SigningSteps');

/**
 * products/credit-cards: info (the splash, also the index), choice, credit-limit, apply/your-details,
 * affordability, your-offer, credit-limit-options, repayment-options, agreement, complete (spec 02
 * section 2), one journey under one frame (CardsJourney) that keeps the application for the flow's life.
 * Behind the one change guard: a read-only customer is told before the application.
 */
export const creditCardsRoutes: RouteObject[] = guardChangeRoutes([
  ...changing([
  {
    path: 'products/credit-cards',
    lazy: () => import('./CardsJourney').then((m) => ({ Component: m.CardsLayout })),
    children: [
      {
        lazy: () => import('./CardsJourney').then((m) => ({ Component: m.CardsJourney })),
        children: [
          { index: true, lazy: () => steps().then((m) => ({ Component: m.InfoStep })) },
          { path: 'info', lazy: () => steps().then((m) => ({ Component: m.InfoStep })) },
          { path: 'choice', lazy: () => steps().then((m) => ({ Component: m.ChoiceStep })) },
          { path: 'credit-limit', lazy: () => steps().then((m) => ({ Component: m.CreditLimitStep })) },
          { path: 'apply/your-details', lazy: () => steps().then((m) => ({ Component: m.YourDetailsStep })) },
          { path: 'affordability', lazy: () => affordability().then((m) => ({ Component: m.AffordabilityStep })) },
          { path: 'your-offer', lazy: () => yourOffer().then((m) => ({ Component: m.YourOfferStep })) },
          { path: 'credit-limit-options', lazy: () => agreement().then((m) => ({ Component: m.CreditLimitOptionsStep })) },
          { path: 'repayment-options', lazy: () => agreement().then((m) => ({ Component: m.RepaymentOptionsStep })) },
          { path: 'agreement', lazy: () => signing().then((m) => ({ Component: m.AgreementStep })) },
          { path: 'complete', lazy: () => signing().then((m) => ({ Component: m.CompleteStep })) },
        ],
      },
    ],
  },
]),
]);
