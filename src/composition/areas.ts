import type { FeatureArea } from './feature-module';
import { accountRouteId } from '../ui/shell/app.routes';

/**
 * Every feature area that loads with its routes: adding an area is one module file
 * (`modules/<area>.module.ts`, exporting its wiring and its routes), one routes file
 * (`ui/<area>/<area>.routes.tsx`) and one entry here. Only these few lines reach the log-on page.
 */
export const Areas: readonly FeatureArea[] = [
  // log-on stages 2 and 3 and the identity service's transit pages, out of the log-on page.
  {
    name: 'log-on-stages',
    paths: ['authentication/password', 'authentication/securetoken', 'authentication/forward', 'authentication/new-session', 'authentication/forgotten-dsk-password', 'idv/cam40redirect'],
    load: () => import('./modules/log-on-stages.module').then((m) => m.logOnStagesArea),
  },
  {
    name: 'accounts',
    paths: ['summary'],
    load: () => import('./modules/accounts.module').then((m) => m.accountsArea),
    // the bank's calendar (bank-day, calendar-date, date-entry: 2.4 KiB gzipped, no luxon)
    // is fetched at stage 2, the rest of the area and its landing page at stage 3.
    loadAhead: () => import('./modules/accounts-ahead').then((m) => m.accountsAhead),
  },
  {
    name: 'log-off-and-errors',
    paths: ['authentication/error', 'authentication/logoff', 'logoff'],
    load: () => import('./modules/log-off-and-errors.module').then((m) => m.logOffAndErrorsArea),
  },
  {
    name: 'move-money',
    paths: ['summary/:accountIndex/move-money'],
    parent: accountRouteId,
    load: () => import('./modules/move-money.module').then((m) => m.moveMoneyArea),
    // the calendar's day counts (luxon, about 21 KiB gzipped), asked for by the account's
    // layout on idle: Balances loads no luxon, and the step into move money does not fetch it as well.
    loadAhead: () => import('./modules/move-money-ahead').then((m) => m.moveMoneyAhead),
  },
  {
    name: 'manage-money',
    paths: ['summary/:accountIndex/manage-money/regular', 'summary/:accountIndex/manage-money/beneficiaries', 'summary/:accountIndex/manage-money/future-payments'],
    parent: accountRouteId,
    load: () => import('./modules/manage-money.module').then((m) => m.manageMoneyArea),
  },
  {
    name: 'inbox',
    paths: ['inbox', 'contact-us', 'send-message'],
    load: () => import('./modules/inbox.module').then((m) => m.inboxArea),
  },
  {
    name: 'manage-account',
    paths: ['summary/:accountIndex/manage-account'],
    parent: accountRouteId,
    load: () => import('./modules/manage-account.module').then((m) => m.manageAccountArea),
  },
  { name: 'my-documents', paths: ['my-documents'], load: () => import('./modules/my-documents.module').then((m) => m.myDocumentsArea) },
  { name: 'activation', paths: ['activation'], load: () => import('./modules/activation.module').then((m) => m.activationArea) },
  {
    name: 'identity-flows',
    paths: ['offlinereset', 'onlinereset', 'reset-pin', 'registration'],
    load: () => import('./modules/identity-flows.module').then((m) => m.identityFlowsArea),
  },
  // Open banking: the access dashboards, each consent, revocation and authorisation.
  { name: 'open-banking', paths: ['open-banking'], load: () => import('./modules/open-banking.module').then((m) => m.openBankingArea) },
  // my details, email, statement preferences and security details.
  {
    name: 'my-details',
    paths: ['my-details', 'email-details', 'statement-preferences', 'security-details'],
    load: () => import('./modules/my-details.module').then((m) => m.myDetailsArea),
  },
  // the personal loan, from its splash to apply, and its referral and decline pages.
  { name: 'personal-loans', paths: ['products/personal-loans'], load: () => import('./modules/personal-loans.module').then((m) => m.personalLoansArea) },
  // Savings products: the products summary splash, the Regular Saver and the Cash ISA
  // (specific prefixes, so a deep link to a loan or a card does not load this area).
  {
    name: 'products',
    paths: ['products/summary', 'products/regular-saver', 'products/cash-isa'],
    load: () => import('./modules/products.module').then((m) => m.productsArea),
  },
  // the credit card application.
  { name: 'credit-cards', paths: ['products/credit-cards'], load: () => import('./modules/credit-cards.module').then((m) => m.creditCardsArea) },
  // Help and contact's hubs.
  { name: 'help', paths: ['travel', 'security'], load: () => import('./modules/help.module').then((m) => m.helpArea) },
  // The developer pages: absent from a production build (VITE_BANK_ENV=prod). The bundler
  // replaces the variable and drops the branch, so the module and its pages are never emitted.
  ...(import.meta.env.VITE_BANK_ENV === 'prod'
    ? []
    : [{ name: 'developer', paths: ['svgs', 'aem-error-codes', 'info'], load: () => import('./modules/developer.module').then((m) => m.developerArea) }]),
];
