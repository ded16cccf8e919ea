import { fillDate } from '../../shared/date-input.spec-support';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { AreaPrefetcher } from '../../shell/area-prefetcher';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import type { Transaction } from '../../../core/accounts/transaction';
import { renderAccountsRoute } from '../testing/render-accounts-route';
import { logOnWithContent } from '../testing/accounts-fixture';

async function openTransactions(index = 0, transactions?: Transaction[]) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const { accounts } = await logOnWithContent(container);
  if (transactions) (accounts as unknown as { transactionsByAccount: Record<string, Transaction[]> }).transactionsByAccount['ACC-CUR-1'] = transactions;
  const view = renderAccountsRoute(container, `/summary/${index}/transactions`);
  await screen.findByRole('heading', { level: 1, name: 'Transactions' });
  return { ...view, container, accounts };
}

const table = () => screen.getByRole('table', { name: 'Transactions' });
const bodyRows = () => within(table()).getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1');

describe('Transactions', () => {
  it("asks, from the account's layout, for the calendar's day counts that move money and manage money load", async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const asked = vi.spyOn(container.get<AreaPrefetcher>(AreaPrefetcher), 'prefetch').mockImplementation(() => undefined);
    await logOnWithContent(container);
    renderAccountsRoute(container, '/summary/0/transactions');
    await screen.findByRole('heading', { level: 1, name: 'Transactions' });
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(asked.mock.calls).toEqual([['move-money', 'ahead']]);
  });

  it('lists the transactions with dates as the spec formats them', async () => {
    await openTransactions();
    expect(await screen.findByText('Showing 6 transactions')).toBeInTheDocument();
    const t = within(table());
    expect(t.getByText('Today')).toBeInTheDocument();
    expect(t.getByText('Fri 20 Nov')).toBeInTheDocument();
    expect(t.getByText('Wed 24 Dec 2025')).toBeInTheDocument();
    expect(t.getByText('TESCO STORES 2041')).toBeInTheDocument();
    expect(t.getByText('minus £12.34')).toBeInTheDocument();
    expect(t.getByText('£2,500.00')).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-rowcount', '7');
  });

  it('searches by text and by amount, says when nothing matches, and clearing restores the list', async () => {
    const user = userEvent.setup();
    await openTransactions();
    const search = await screen.findByRole('searchbox', { name: 'Search transactions' });
    await user.type(search, 'tesco');
    expect(screen.getByText('1 transaction found')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    await user.clear(search);
    await user.type(search, '38.50');
    expect(within(table()).getByText('THAMES WATER')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(screen.getByText('No search results found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByText('Showing 6 transactions')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(6);
  });

  it('filters by a date range', async () => {
    await openTransactions();
    await screen.findByRole('group', { name: 'From' });
    fillDate('From', '2026-11-01');
    fillDate('To', '2026-11-21');
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(screen.getByText('2 transactions found')).toBeInTheDocument();
    expect(within(table()).getByText('LANDLORD RENT')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(screen.getByText('Showing 6 transactions')).toBeInTheDocument();
  });

  it('shows each date error in an error summary that links to its field, keeping what was typed', async () => {
    const user = userEvent.setup();
    await openTransactions();
    const from = await screen.findByRole('group', { name: 'From' });
    const to = screen.getByRole('group', { name: 'To' });
    fillDate('From', '2026-11-10');
    fillDate('To', '2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Start date must be before end date.' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'End date must be after start date.' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Error: /);
    expect(within(from).getByLabelText('Day')).toHaveValue('10');
    expect(from).toHaveAccessibleDescription(/Start date must be before end date\./);
    await user.click(within(summary).getByRole('link', { name: 'End date must be after start date.' }));
    expect(within(to).getByLabelText('Day')).toHaveFocus();

    fillDate('From', '2020-01-01');
    fillDate('To', '2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Please select a shorter date range.' })).toBeInTheDocument();

    // A part missing or wrong: GOV.UK's words, only that part marked, the summary link lands on it.
    fillDate('From', { day: '1', month: '', year: '2026' });
    fillDate('To', { day: '31', month: 'Apr', year: '2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Start date must include a month' }));
    expect(within(from).getByLabelText('Month')).toHaveFocus();
    expect(within(from).getByLabelText('Day')).not.toHaveAttribute('aria-invalid');
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'End date must be a real date' }));
    expect(within(to).getByLabelText('Day')).toHaveFocus();
    expect(within(to).getByLabelText('Month')).toHaveValue('Apr');

    fillDate('From', '2020-01-01');
    fillDate('To', '2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Please select a shorter date range.' })).toBeInTheDocument();
  });

  it('shows credit card payment information for a card', async () => {
    await openTransactions(2);
    const info = await screen.findByRole('region', { name: 'Payment information' });
    expect(within(info).getByText('Minimum payment')).toBeInTheDocument();
    expect(within(info).getByText('£25.00')).toBeInTheDocument();
    expect(within(info).getByText('5 Dec 2026')).toBeInTheDocument();
  });

  it('shows interest rates where the account has them', async () => {
    await openTransactions(1);
    const rates = await screen.findByRole('region', { name: 'Interest rates' });
    expect(within(rates).getByText('3.50% AER')).toBeInTheDocument();
  });

  it('keeps working with 10,000 transactions: only the rows on screen are in the DOM', async () => {
    const many: Transaction[] = Array.from({ length: 10_000 }, (_, i) => ({
      id: `H${i}`,
      accountId: 'ACC-CUR-1',
      date: `20${String(16 + Math.floor(i / 1000)).padStart(2, '0')}-01-15`,
      description: i === 9_999 ? 'THE OLDEST ONE' : `PAYMENT ${i}`,
      amount: -(i + 1),
      balance: 100_000 - i,
      type: 'CARD_PAYMENT',
    }));
    const user = userEvent.setup();
    await openTransactions(0, many);
    expect(await screen.findByText('Showing 10,000 transactions')).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-rowcount', '10001');
    expect(bodyRows().length).toBeLessThan(40);
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'oldest');
    expect(screen.getByText('1 transaction found')).toBeInTheDocument();
    expect(within(table()).getByText('THE OLDEST ONE')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('shows the error panel with the code when transactions fail', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const { accounts } = await logOnWithContent(container);
    accounts.failWith('transactions', { code: 'FD999T', description: 'connection' });
    renderAccountsRoute(container, '/summary/0/transactions');
    expect(await screen.findByText(/quote error code FD999T/)).toBeInTheDocument();
  });

  it('says so when the account index does not exist', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    await logOnWithContent(container);
    renderAccountsRoute(container, '/summary/42/transactions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account not found' })).toBeInTheDocument();
  });
});
