import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { renderAccountsRoute } from '../testing/render-accounts-route';
import { logOnWithContent } from '../testing/accounts-fixture';
import { manageMoneyRoutes } from '../../manage-money/manage-money.routes';

async function open(path: string) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  await logOnWithContent(container);
  // The manage-money lists are a nested area of their own, patched under the account route.
  return renderAccountsRoute(container, path, manageMoneyRoutes);
}

describe('the account pages', () => {
  it('opens /summary/{index} on its transactions', async () => {
    await open('/summary/0');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
  });

  it('leads from manage money to each list and back, never to a dead end', async () => {
    const user = userEvent.setup();
    await open('/summary/0/manage-money');
    await screen.findByRole('heading', { level: 1, name: 'Manage money' });
    for (const name of ['Regular payments', 'Beneficiaries', 'Future payments']) {
      await user.click(screen.getByRole('link', { name }));
      expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Back to Manage money' }));
      await screen.findByRole('heading', { level: 1, name: 'Manage money' });
    }
  });

  it('shows the account options, and share dealing only for the share dealing account', async () => {
    // Move money and manage account are areas of their own (nested under the account): their pages
    // are tested there; the account's navigation leads to them.
    await open('/summary/0/manage-money');
    await screen.findByRole('heading', { level: 1, name: 'Manage money' });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(nav).toHaveTextContent('TransactionsStatementsDownload transactionsManage moneyMove moneyManage account');
    expect(within(nav).getByRole('link', { name: 'Move money' })).toHaveAttribute('href', '/summary/0/move-money');
    expect(within(nav).getByRole('link', { name: 'Manage account' })).toHaveAttribute('href', '/summary/0/manage-account');
  });
});

describe('confirming a balance', () => {
  it('fetches the one account afresh and shows its new balance', async () => {
    const user = userEvent.setup();
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const { accounts } = await logOnWithContent(container);
    renderAccountsRoute(container, '/summary/0/manage-money');
    await screen.findByRole('heading', { level: 1, name: 'Manage money' });
    expect(screen.getByText('£1,234.56')).toBeInTheDocument();
    (accounts as unknown as { accounts: { summary: { balance: number } }[] }).accounts[0]!.summary.balance = 99_00;
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('Balance updated.')).toBeInTheDocument();
    expect(screen.getByText('£99.00')).toBeInTheDocument();
    expect(accounts.calls.byId).toBe(1);
  });
});
