import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { appRoutes } from '../ui/shell/app.routes';
import { buildContainer } from './container';
import { Areas } from './areas';
import { discoverAreaRoutes } from './area-routes';

/**
 * Every route docs/rules/customer-screens.md lists, with sample values for its parameters. Each
 * must match a route of its own, never the not-found splat: the app's router, with every area patched
 * in as on a deep link, is asked which routes match (no page is rendered, so this stays fast).
 */
const specRoutes: readonly string[] = [
  // Accounts
  '/summary',
  '/summary/0',
  '/summary/0/transactions',
  '/summary/0/transactions/statements',
  '/summary/0/transactions/statements/2026-10',
  '/summary/0/transactions/download',
  '/summary/0/manage-money',
  '/summary/0/move-money',
  '/summary/0/sharedealing',
  '/summary/0/manage-account',
  '/summary/0/manage-money/regular',
  '/summary/0/manage-money/regular/standing-order/active/0',
  '/summary/0/manage-money/regular/standing-order/active/0/cancel/review',
  '/summary/0/manage-money/regular/standing-order/active/0/cancel/confirm',
  '/summary/0/manage-money/regular/standing-order/active/0/amend/review',
  '/summary/0/manage-money/regular/standing-order/active/0/amend/confirm',
  '/summary/0/manage-money/regular/standing-order/active/0/transfer/review',
  '/summary/0/manage-money/regular/standing-order/active/0/transfer/confirm',
  '/summary/0/manage-money/beneficiaries',
  '/summary/0/manage-money/beneficiaries/0',
  '/summary/0/manage-money/beneficiaries/0/delete/review',
  '/summary/0/manage-money/beneficiaries/0/delete/confirm',
  '/summary/0/manage-money/future-payments',
  '/summary/0/manage-money/future-payments/0',
  '/summary/0/manage-money/future-payments/0/stop/review',
  '/summary/0/manage-money/future-payments/0/stop/confirm',
  '/summary/0/manage-account/cards',
  '/summary/0/manage-account/cards/message/lost-card',
  '/summary/0/manage-account/cards/message/lost-card/review',
  // Move money
  '/summary/0/move-money/transfers/internal/HK-SAV-003',
  '/summary/0/move-money/transfers/internal/HK-SAV-003/review',
  '/summary/0/move-money/transfers/internal/HK-SAV-003/review/cut-off',
  '/summary/0/move-money/transfers/internal/HK-SAV-003/confirm',
  '/summary/0/move-money/new-payment',
  '/summary/0/move-money/new-payment/review',
  '/summary/0/move-money/new-payment/review/cut-off',
  '/summary/0/move-money/new-payment/confirm',
  '/summary/0/move-money/pay-company/MB-1',
  '/summary/0/move-money/pay-company/MB-1/details',
  '/summary/0/move-money/pay-company/MB-1/review',
  '/summary/0/move-money/pay-company/MB-1/review/cut-off',
  '/summary/0/move-money/pay-company/MB-1/confirm',
  '/summary/0/move-money/pay-person-regular',
  '/summary/0/move-money/pay-person-regular/review',
  '/summary/0/move-money/pay-person-regular/review/cut-off',
  '/summary/0/move-money/pay-person-regular/confirm',
  '/summary/0/move-money/pay-company-regular/MB-1',
  '/summary/0/move-money/pay-company-regular/MB-1/details',
  '/summary/0/move-money/pay-company-regular/MB-1/review',
  '/summary/0/move-money/pay-company-regular/MB-1/review/1',
  '/summary/0/move-money/pay-company-regular/MB-1/confirm',
  '/summary/0/move-money/international',
  // Inbox, my documents
  '/inbox',
  '/inbox/received',
  '/inbox/sent',
  '/inbox/received/MSG-1',
  '/my-documents',
  '/my-documents/DOC-1',
  // My details
  '/my-details',
  '/security-details',
  '/security-details/options',
  '/security-details/update-username',
  '/security-details/update-memorable',
  '/security-details/update-password',
  '/security-details/update-security-question-1',
  '/security-details/update-security-question-2',
  '/security-details/update-secure-key-pin',
  '/security-details/update-complete',
  '/send-message/anything-else',
  '/send-message/anything-else/confirm',
  '/email-details',
  '/email-details/confirm',
  '/email-details/edit',
  '/email-details/change',
  '/statement-preferences',
  '/statement-preferences/confirm',
  // Product applications
  '/products/regular-saver',
  '/products/regular-saver/details',
  '/products/regular-saver/apply',
  '/products/regular-saver/review',
  '/products/regular-saver/completed',
  '/products/cash-isa/splash',
  '/products/cash-isa/details',
  '/products/cash-isa/apply',
  '/products/cash-isa/review',
  '/products/cash-isa/complete',
  '/products/personal-loans',
  '/products/personal-loans/referral',
  '/products/credit-cards/info',
  '/products/credit-cards/choice',
  '/products/credit-cards/credit-limit',
  '/products/credit-cards/apply/your-details',
  '/products/credit-cards/affordability',
  '/products/credit-cards/your-offer',
  '/products/credit-cards/credit-limit-options',
  '/products/credit-cards/repayment-options',
  '/products/credit-cards/agreement',
  '/products/credit-cards/complete',
  '/products/summary',
  // Open banking
  '/open-banking',
  '/open-banking/information-sharing',
  '/open-banking/funds-availability',
  '/open-banking/recurring-payments',
  '/open-banking/information-sharing/authorisation/AIS-DEMO-1',
  '/open-banking/information-sharing/authorisation/AIS-DEMO-1/CONSENT-1',
  '/open-banking/funds-availability/authorisation/CBPII-DEMO-1',
  '/open-banking/funds-availability/authorisation/CBPII-DEMO-1/CONSENT-1',
  '/open-banking/recurring-payments/authorisation/VRP-DEMO-1',
  '/open-banking/recurring-payments/authorisation/VRP-DEMO-1/CONSENT-1',
  '/open-banking/information-sharing/CONSENT-1',
  // Help and contact
  '/travel',
  '/travel/info',
  '/travel/info/lost-cards',
  '/travel/info/lost-cards/message/abc',
  '/security',
  '/security/info',
  '/security/info/fraud',
  '/security/info/fraud/message/abc',
  '/contact-us',
  '/contact-us/info',
  '/contact-us/new-message',
  '/contact-us/feedback',
  '/contact-us/confirm',
  // Other
  '/gel',
  '/svgs',
  '/aem-error-codes',
  '/info',
  '/not-found',
];

describe('every route spec 02 lists reaches a page of its own', () => {
  it.each(specRoutes)('%s', async (path) => {
    const container = buildContainer({ kind: 'fake' });
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/authentication/username'], patchRoutesOnNavigation: discoverAreaRoutes(container, Areas) });
    await router.navigate(path);
    const last = router.state.matches.at(-1)?.route;
    expect(router.state.location.pathname).toBe(path);
    expect(last?.path, 'the not-found splat').not.toBe('*');
    router.dispose();
  });
});
