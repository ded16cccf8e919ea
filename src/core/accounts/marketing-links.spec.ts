import { describe, expect, it } from 'vitest';
import { FakeAccounts } from '../../adapters/fakes/fake-accounts.adapter';
import { fakeMarketing } from '../../adapters/fakes/fake-accounts.data';
import { safeLinkHref } from '../content/link-policy';
import { LoadMarketing } from './load-account-extras.use-case';
import { emptyMarketing, type MarketingAction, type MarketingBanner } from './marketing';
import { withSafeLinks } from './marketing-links';

/** banners' calls to action pass the same link rule as rich text. */
const policy = { bankDomains: ['bank.invalid'], bankHomeUrl: 'https://www.bank.invalid/' };
const home = policy.bankHomeUrl;

const banner = (action: MarketingAction): MarketingBanner => ({
  id: 'b',
  placement: 'accountsList',
  title: 't',
  body: 'b',
  ctaText: 'Go',
  action,
  closable: true,
  image: null,
});
const popout = (ctaUrl: string | null): MarketingAction => ({ type: 'popout', popout: { title: 'P', paragraphs: [], ctaText: 'Go', ctaUrl } });
const actionOf = (action: MarketingAction) => withSafeLinks({ accountsList: [banner(action)], accountsListEnd: [] }, policy).accountsList[0]?.action;

// The same addresses the rich-text link rule is tested with (content/link-policy.spec.ts).
const refused = [
  'https://evil.example/',
  'https://evilfca.org.uk/',
  'https://bank.invalid@evil.example/',
  '//evil.example/',
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'ftp://www.bank.invalid/file',
  'not a url',
];
const kept = ['https://www.bank.invalid/isa', 'https://www.fca.org.uk/consumers', 'http://register.fca.org.uk/s/'];

describe('withSafeLinks', () => {
  it.each(refused)('a link or popout to %j goes to the bank home, as in rich text', (url) => {
    expect(actionOf({ type: 'link', url })).toEqual({ type: 'link', url: home });
    expect(actionOf(popout(url))).toMatchObject({ popout: { ctaUrl: home } });
    expect(safeLinkHref(url, policy)).toBe(home);
  });

  it.each(kept)('a link or popout to %s is kept, as in rich text', (url) => {
    expect(actionOf({ type: 'link', url })).toEqual({ type: 'link', url: safeLinkHref(url, policy) });
    expect(actionOf(popout(url))).toMatchObject({ popout: { ctaUrl: safeLinkHref(url, policy) } });
  });

  it('keeps an app route; anything the rule would not keep as a route leads to the bank home', () => {
    expect(actionOf({ type: 'navigate', path: '/products/cash-isa' })).toEqual({ type: 'navigate', path: '/products/cash-isa' });
    for (const path of ['//evil.example/x', '/\\evil.example/', 'https://evil.example/', 'javascript:alert(1)', '#/summary', 'products']) {
      expect(actionOf({ type: 'navigate', path })).toEqual({ type: 'link', url: home });
    }
  });

  it('leaves a popout without a link alone', () => {
    expect(actionOf(popout(null))).toEqual(popout(null));
  });
});

describe('LoadMarketing', () => {
  it('hands out banners with safe links only', async () => {
    const port = new FakeAccounts();
    const marketing = fakeMarketing();
    marketing.accountsListEnd.push(banner({ type: 'link', url: 'https://evil.example/offer' }));
    port.marketingValue = marketing;
    const result = await new LoadMarketing(port, policy).execute();
    expect(result.ok && result.value.accountsListEnd.at(-1)?.action).toEqual({ type: 'link', url: home });
    expect(result.ok && result.value.accountsList[0]?.action).toEqual({ type: 'navigate', path: '/products/cash-isa' });
  });
});

describe('emptyMarketing', () => {
  it('shows no banner in either place of Balances before the bank’s banners arrive, a fresh set each time', () => {
    expect(emptyMarketing()).toEqual({ accountsList: [], accountsListEnd: [] });
    expect(emptyMarketing().accountsList).not.toBe(emptyMarketing().accountsList);
  });
});
