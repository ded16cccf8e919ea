// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { landedAs, landingProblem, routeOfHash } from '../e2e/reflow/landing';

/** test/e2e/reflow/landing.ts: which route a walk may land on for the page it opened. */
describe('where a walk lands', () => {
  it.each([
    ['summary/0/transactions', 'summary/0/transactions', 'the page opened'],
    ['summary/3', 'summary/3/transactions', 'an account opens on its transactions'],
    ['summary/0/move-money/new-payment/review', 'summary/0/move-money/new-payment', 'a deep link into the middle of a flow goes back to its first step'],
    ['summary/0/move-money/pay-company/hmrc/confirm', 'summary/0/move-money/pay-company/hmrc/details', 'a deep link into the middle of a flow goes back to its first step'],
    ['onlinereset/password', 'onlinereset', 'a deep link into the middle of a flow goes back to its first step'],
  ])('/%s showing /%s: %s', (opened, shown, why) => {
    expect(landedAs(opened, shown)).toBe(why);
  });

  it.each([
    ['summary/0/transactions', 'authentication/username'],
    ['summary/0/move-money/new-payment/review', 'summary/1/move-money/new-payment'],
    ['inbox/received', 'not-found'],
    ['onlinereset', 'onlinereset/password'],
  ])('/%s showing /%s was not looked at', (opened, shown) => {
    expect(landingProblem(opened, shown)).toBe(`/${opened} showed /${shown}: not the page opened, and no known redirect (test/e2e/reflow/landing.ts)`);
  });

  it('reads the route of a hash without its query', () => {
    expect([routeOfHash('#/summary/0?tab=1'), routeOfHash('#/'), routeOfHash('')]).toEqual(['summary/0', '', '']);
  });
});
