import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildContainerWithAreas } from '../../../composition/container';
import type { Account } from '../../../core/accounts/account';
import type { UpcomingTransaction } from '../../../core/accounts/transaction';
import { renderAccountsRoute } from '../testing/render-accounts-route';
import { logOnWithContent, setToggle } from '../testing/accounts-fixture';

/**
 * Logs on with content in a container with every area, and holds the accounts' answer until the
 * test calls `release`. `asked` counts the accounts requests.
 */
async function balancesWithAccountsHeld() {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const { accounts } = await logOnWithContent(container);
  const list = accounts.list.bind(accounts);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  accounts.list = async (): Promise<Account[]> => {
    asked += 1;
    await held;
    return list();
  };
  return { container, accounts, release: () => release(), asked: () => asked };
}

/**
 * What the customer sees when they leave: the accounts' answer not yet in, so Balances has not shown.
 * Without it, a test of leaving 'before Balances shows' would pass just as well after it showed.
 */
function stillLoading() {
  expect(screen.getByText('Loading your accounts')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: 'Balances' })).toBeNull();
}

/*
 * Balances within two sequential round trips of 'Log on'. The Balances home's side
 * requests (last log-on, upcoming, pending card authorisations, banners) need nothing from the
 * accounts' answer, so they start beside the accounts request, not after it.
 */
describe('Balances home request order', () => {
  it('starts the last-log-on line and the other side requests before the accounts answer arrives, and asks once', async () => {
    // The accounts' answer is held until the test lets it go.
    const { container, accounts, release, asked } = await balancesWithAccountsHeld();
    setToggle(container, 'lastLogin', true);
    setToggle(container, 'pendingDebitCardAuthorisations', true);

    renderAccountsRoute(container, '/summary');
    await waitFor(() => expect(accounts.calls.lastLogon).toBe(1));
    expect(accounts.calls).toMatchObject({ upcomingTransactions: 1, pendingAuthorisations: 1, marketing: 1 });
    // ...while the accounts request is still unanswered.
    expect(asked()).toBe(1);
    expect(screen.getByText('Loading your accounts')).toBeInTheDocument();

    release();
    await screen.findByRole('heading', { level: 1, name: 'Balances' });
    await screen.findByText(/Last logged on 20 Nov 2026 at 18:42\./);
    // ...and the Balances home took the requests already in flight: none was sent twice.
    expect(accounts.calls).toMatchObject({ lastLogon: 1, upcomingTransactions: 1, pendingAuthorisations: 1, marketing: 1 });
  });

  it('forgets the side requests it started when the customer leaves Balances before it shows: back on Balances, it asks again', async () => {
    const { container, accounts, release } = await balancesWithAccountsHeld();

    const { router } = renderAccountsRoute(container, '/summary');
    await waitFor(() => expect(accounts.calls.upcomingTransactions).toBe(1));
    stillLoading();
    // The customer goes on before Balances has shown (an e2e run did: a quick link to manage money),
    // then changes a standing order there: what was asked before the change is out of date.
    await router.navigate('/summary/0/transactions');
    // The new page is on screen (its route loaded) while the accounts' answer is still out.
    await waitFor(() => expect(router.state.location.pathname).toBe('/summary/0/transactions'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    release();
    await screen.findByRole('heading', { level: 1, name: /Transactions/ });
    await router.navigate('/summary');
    await screen.findByRole('heading', { level: 1, name: 'Balances' });
    await waitFor(() => expect(accounts.calls.upcomingTransactions).toBe(2));
    expect(accounts.calls.marketing).toBe(2);
  });

  it('forgets the side requests it started when the customer leaves the accounts area before Balances shows: a change made there is shown on return', async () => {
    const { container, accounts, release } = await balancesWithAccountsHeld();

    const { router } = renderAccountsRoute(container, '/summary');
    await waitFor(() => expect(accounts.calls.upcomingTransactions).toBe(1));
    stillLoading();
    // Before Balances has shown, the customer opens another area (Move money from the menu)...
    await router.navigate('/move-money');
    await screen.findByText('Elsewhere');
    // ...and amends the rent standing order there (£950.00 → £262.50): the bank now lists the new amount.
    const fake = accounts as typeof accounts & { upcoming: UpcomingTransaction[] };
    fake.upcoming = fake.upcoming.map((u) => (u.id === 'U2' ? { ...u, amount: -26250 } : u));
    release();
    await router.navigate('/summary');
    await screen.findByRole('heading', { level: 1, name: 'Balances' });
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming transactions' }));
    // The answer asked before the change is not shown: Balances asked again.
    expect(await upcoming.findAllByText(/262\.50/)).not.toHaveLength(0);
    expect(upcoming.queryAllByText(/950\.00/)).toHaveLength(0);
    expect(accounts.calls.upcomingTransactions).toBe(2);
  });
});
