import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { CreditCardsPort } from '../../../core/products/cards/credit-cards.port';
import { screen, within } from '@testing-library/react';
import { buildContainerWithAreas } from '../../../composition/container';
import { openLoggedOn } from '../../../composition/testing/open-logged-on';

async function open(path: string, before: (cards: CreditCardsPort) => void = () => undefined) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  before(container.get<CreditCardsPort>(CreditCardsPort));
  await openLoggedOn(container, path);
}

describe('credit cards splash (CONC 3.5: each card its own representative example)', () => {
  it('each card on offer, the Balance Transfer card included, leads with its representative APR and gives its own example', async () => {
    await open('/products/credit-cards');
    await screen.findByRole('heading', { level: 1, name: 'Credit cards' }, { timeout: 30_000 });
    const sentence =
      'Representative example: if you spend £1,200.00 at a purchase rate of 22.9% a year (variable), your representative rate is 25.5% APR (variable). No annual fee.';
    for (const name of ['Everyday Credit Card', 'Balance Transfer Card']) {
      const card = await screen.findByRole('region', { name }, { timeout: 30_000 });
      expect(within(card).getByText(sentence)).toBeInTheDocument();
      // The lead: the card's representative APR, its first rate, before the rates that trigger the example (CONC 3.5.5R(3)).
      const lead = card.querySelector('.rep-apr');
      expect(lead).toHaveTextContent(/^25\.5% APR representative \(variable\)$/);
      const rates = Array.from(card.querySelectorAll('p')).filter((el) => /\d%/.test(el.textContent ?? ''));
      expect(rates[0]).toBe(lead);
    }
    const transfer = screen.getByRole('region', { name: 'Balance Transfer Card' });
    expect(
      within(transfer).getByText('0% for 20 months on balance transfers, then 22.9% a year (variable). Balance transfer fee: 3% of each balance you move.'),
    ).toBeInTheDocument();
  }, 30_000);

  it("the cards on offer load once, in the product frame: the frame's failure panel (its code, Try again, Back, Balances), then the cards", async () => {
    let asked = 0;
    await open('/products/credit-cards', (cards) => {
      const products = cards.products.bind(cards);
      cards.products = async () => {
        asked += 1;
        // A code of the bank's own (not the generic panel's): the frame's panel still offers Back.
        if (asked === 1) throw { code: 'CC500E', description: 'The bank could not list its cards' };
        return products();
      };
    });
    const buttons = await screen.findAllByRole('button', { name: /Try again|Back|Balances/ }, { timeout: 30_000 });
    expect(buttons.map((b) => b.textContent)).toEqual(['Try again', 'Back', 'Balances']);
    expect(document.querySelector('[data-error-code="CC500E"]')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Everyday Credit Card' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Credit cards' })).toBeInTheDocument();
    expect(asked).toBe(2);
  }, 30_000);
});
