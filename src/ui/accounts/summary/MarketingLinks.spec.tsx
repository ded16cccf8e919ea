import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import type { FakeAccounts } from '../../../adapters/fakes/fake-accounts.adapter';
import type { MarketingBanner } from '../../../core/accounts/marketing';
import { AppConfig } from '../../../core/shared/app-config';
import { sanitizeRichText } from '../../shared/RichText';
import { renderAccountsRoute } from '../testing/render-accounts-route';
import { logOnWithContent } from '../testing/accounts-fixture';

/** a banner's links follow the rich-text link rule on the page itself. */
const evil = 'https://evil.example/offer';

const banner = (id: string, ctaText: string, action: MarketingBanner['action']): MarketingBanner => ({
  id,
  placement: 'accountsList',
  title: `Banner ${id}`,
  body: 'Body',
  ctaText,
  action,
  closable: false,
  image: null,
});

describe('Marketing banners on the Balances home', () => {
  it('send a link, a popout link and a route outside the allow-list to the bank home, as rich text does', async () => {
    const user = userEvent.setup();
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const { accounts } = await logOnWithContent(container);
    (accounts as unknown as FakeAccounts).marketingValue = {
      accountsList: [
        banner('link', 'See the offer', { type: 'link', url: evil }),
        banner('route', 'Leave the app', { type: 'navigate', path: '//evil.example/offer' }),
        banner('kept', 'Our rates', { type: 'link', url: 'https://www.bank.invalid/rates' }),
      ],
      accountsListEnd: [
        banner('pop', 'Find out', { type: 'popout', popout: { title: 'Offer', paragraphs: ['More.'], ctaText: 'Apply now', ctaUrl: evil } }),
      ],
    };
    const { bankHomeUrl, bankDomains } = container.get<AppConfig>(AppConfig);
    const richTextHref = new DOMParser()
      .parseFromString(sanitizeRichText(`<a href="${evil}">x</a>`, { bankDomains, bankHomeUrl }), 'text/html')
      .querySelector('a')
      ?.getAttribute('href');
    expect(richTextHref).toBe(bankHomeUrl);

    renderAccountsRoute(container, '/summary');
    const offers = await screen.findByRole('complementary', { name: 'Offers' });
    expect(within(offers).getByRole('link', { name: /See the offer/ })).toHaveAttribute('href', richTextHref);
    expect(within(offers).getByRole('link', { name: /Leave the app/ })).toHaveAttribute('href', richTextHref);
    expect(within(offers).getByRole('link', { name: /Our rates/ })).toHaveAttribute('href', 'https://www.bank.invalid/rates');

    await user.click(within(screen.getByRole('complementary', { name: 'More offers' })).getByRole('button', { name: 'Find out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer' });
    expect(within(dialog).getByRole('link', { name: /Apply now/ })).toHaveAttribute('href', richTextHref);
  });
});
