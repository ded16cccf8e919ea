import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { FakeContent } from '../../../adapters/fakes/fake-content.adapter';
import { renderAccountsRoute } from '../testing/render-accounts-route';
import { logOnWithContent, setToggle } from '../testing/accounts-fixture';

async function openBalances(prepare?: (c: Awaited<ReturnType<typeof buildContainerWithAreas>>, a: Awaited<ReturnType<typeof logOnWithContent>>['accounts']) => void) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const { accounts } = await logOnWithContent(container);
  prepare?.(container, accounts);
  const view = renderAccountsRoute(container, '/summary');
  await screen.findByRole('heading', { level: 1, name: 'Balances' });
  return { ...view, container, accounts };
}

const card = (name: string) => {
  const heading = screen.getByRole('heading', { level: 3, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
};

describe('Balances home', () => {
  it('lists every account with its category, sub-category and balance in pounds', async () => {
    await openBalances();
    expect(within(screen.getByRole('region', { name: 'Your accounts' })).getAllByRole('listitem')).toHaveLength(4);
    expect(card('Current Account').getByText('Current')).toBeInTheDocument();
    expect(card('Current Account').getByText('Standard Current')).toBeInTheDocument();
    expect(card('Current Account').getByText('£1,234.56')).toBeInTheDocument();
    expect(card('Bonus Saver').getByText('Savings')).toBeInTheDocument();
    expect(card('Bonus Saver').getByText('Bonus')).toBeInTheDocument();
    expect(card('Bonus Saver').getByText('£5,000.00')).toBeInTheDocument();
  });

  it('shows a negative balance with a minus sign, in words for screen readers', async () => {
    await openBalances();
    const creditCard = card('Credit Card');
    expect(creditCard.getByText('minus £456.78')).toBeInTheDocument();
    expect(creditCard.getByText('−£456.78').closest('.amount')).toHaveClass('amount--negative');
  });

  it('formats sort codes and masks card numbers', async () => {
    await openBalances();
    expect(card('Current Account').getByText('40-12-76')).toBeInTheDocument();
    expect(card('Credit Card').getByText('**** **** **** 1234')).toBeInTheDocument();
    expect(screen.queryByText(/4921123456781234/)).not.toBeInTheDocument();
  });

  it('shows available balance, overdraft and credit limit only where displayConfig says', async () => {
    await openBalances();
    expect(card('Current Account').getByText('Available balance')).toBeInTheDocument();
    expect(card('Current Account').getByText('Overdraft limit')).toBeInTheDocument();
    expect(card('Current Account').queryByText('Credit limit')).not.toBeInTheDocument();
    expect(card('Credit Card').getByText('Credit limit')).toBeInTheDocument();
    expect(card('Credit Card').queryByText('Overdraft limit')).not.toBeInTheDocument();
    expect(card('Bonus Saver').queryByText('Available balance')).not.toBeInTheDocument();
  });

  it('recognises a share dealing account and leads it to share dealing', async () => {
    await openBalances();
    const shareDealing = card('Share Dealing Account');
    expect(shareDealing.getByText(/Share dealing: opens the share dealing service/)).toBeInTheDocument();
    expect(shareDealing.getByRole('link', { name: 'Share Dealing Account' })).toHaveAttribute('href', '/summary/3/sharedealing');
    expect(card('Current Account').getByRole('link', { name: 'Current Account' })).toHaveAttribute('href', '/summary/0/transactions');
  });

  it('fetches the accounts once, however often the page is visited', async () => {
    const { accounts, router } = await openBalances();
    await router.navigate('/summary/0/manage-money');
    await screen.findByRole('heading', { level: 1, name: 'Manage money' });
    await router.navigate('/summary');
    await screen.findByRole('heading', { level: 1, name: 'Balances' });
    expect(accounts.calls.list).toBe(1);
  });

  it('shows the last log-on behind its toggle', async () => {
    await openBalances();
    expect(await screen.findByText(/Last logged on 20 Nov 2026 at 18:42\. 1 unsuccessful log on attempt since\./)).toBeInTheDocument();
  });

  it('paints the accounts list only once the last log-on line above it has answered, so nothing pushes it down', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const { accounts } = await logOnWithContent(container);
    const original = accounts.lastLogon.bind(accounts);
    let release: () => void = () => undefined;
    accounts.lastLogon = () => new Promise((resolve) => (release = () => resolve(original())));
    renderAccountsRoute(container, '/summary');
    await waitFor(() => expect(accounts.calls.marketing ?? 0).toBe(1));
    await screen.findByText('Loading your accounts');
    expect(screen.queryByRole('region', { name: 'Your accounts' })).not.toBeInTheDocument();
    release();
    await screen.findByRole('region', { name: 'Your accounts' });
    expect(screen.getByText(/Last logged on 20 Nov 2026 at 18:42\./)).toBeInTheDocument();
  });

  it('hides the last log-on when its toggle is off', async () => {
    const { accounts } = await openBalances((c) => setToggle(c, 'lastLogin', false));
    expect(screen.queryByText(/Last logged on/)).not.toBeInTheDocument();
    expect(accounts.calls.lastLogon ?? 0).toBe(0);
  });

  it('lists upcoming transactions, or says there are none', async () => {
    await openBalances();
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming transactions' }));
    expect(await upcoming.findByText('BRITISH GAS')).toBeInTheDocument();
    expect(upcoming.getByText('Wed 25 Nov')).toBeInTheDocument();
  });

  it("says 'You have no upcoming transactions to display' when there are none", async () => {
    await openBalances((_c, a) => ((a as unknown as { upcoming: unknown[] }).upcoming = []));
    expect(await screen.findByText('You have no upcoming transactions to display')).toBeInTheDocument();
  });

  it('shows AP004T when upcoming transactions are disabled, and FD890T when their content is missing', async () => {
    await openBalances((_c, a) => a.failWith('upcomingTransactions', { code: 'AP004T', description: 'disabled' }));
    expect(await screen.findByText('(AP004T)')).toBeInTheDocument();
  });

  it('shows FD890T for missing upcoming content', async () => {
    await openBalances((_c, a) => a.failWith('upcomingTransactions', { code: 'FD890T', description: 'missing' }));
    expect(await screen.findByText('(FD890T)')).toBeInTheDocument();
  });

  it('lists pending card authorisations behind their toggle, with the empty text and the unavailable label', async () => {
    await openBalances();
    const pending = within(screen.getByRole('region', { name: 'Pending card authorisations' }));
    expect(await pending.findByText('AMAZON.CO.UK')).toBeInTheDocument();
  });

  it("says 'You have no pending card authorisations to display' when there are none", async () => {
    await openBalances((_c, a) => ((a as unknown as { pending: unknown[] }).pending = []));
    expect(await screen.findByText('You have no pending card authorisations to display')).toBeInTheDocument();
  });

  it('shows the fd_lbl_pdca_unavailable label when pending authorisations fail', async () => {
    await openBalances((_c, a) => a.failWith('pendingAuthorisations', { code: 'FD001T', description: 'down' }));
    expect(await screen.findByText('Pending card authorisations are unavailable at the moment')).toBeInTheDocument();
  });

  it('has no pending section when its toggle is off', async () => {
    await openBalances((c) => setToggle(c, 'pendingDebitCardAuthorisations', false));
    expect(screen.queryByRole('region', { name: 'Pending card authorisations' })).not.toBeInTheDocument();
  });

  it('shows marketing banners in both placements; close removes one and popout opens a dialog', async () => {
    const user = userEvent.setup();
    await openBalances();
    const top = await screen.findByRole('complementary', { name: 'Offers' });
    expect(within(top).getByRole('link', { name: 'Open a Cash ISA' })).toHaveAttribute('href', '/products/cash-isa');
    const end = screen.getByRole('complementary', { name: 'More offers' });
    await user.click(within(end).getByRole('button', { name: 'Find out more' }));
    const dialog = await screen.findByRole('dialog', { name: 'Using your card abroad' });
    expect(within(dialog).getByText('No fees on card purchases abroad.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(top).getByRole('button', { name: 'Close: Make the most of your ISA allowance' }));
    expect(screen.queryByRole('complementary', { name: 'Offers' })).not.toBeInTheDocument();
  });

  it('shows the error page with the code when the accounts fail', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const { accounts } = await logOnWithContent(container);
    accounts.failWith('list', { code: 'FD999T', description: 'connection' });
    renderAccountsRoute(container, '/summary');
    expect(await screen.findByText(/quote error code FD999T/)).toBeInTheDocument();
  });

  it('sends a customer who has not logged on to log on', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    renderAccountsRoute(container, '/summary');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('shows the summary splash from content once, until it is closed', async () => {
    const user = userEvent.setup();
    const container = await buildContainerWithAreas({ kind: 'fake' });
    container.get(FakeContent).files.splash = { summary: { title: 'Your accounts at a glance', paragraphs: ['Choose an account to see more.'] } };
    await logOnWithContent(container);
    const { router } = renderAccountsRoute(container, '/summary');
    const splash = await screen.findByRole('region', { name: 'Your accounts at a glance' });
    expect(within(splash).getByText('Choose an account to see more.')).toBeInTheDocument();
    await user.click(within(splash).getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByRole('region', { name: 'Your accounts at a glance' })).not.toBeInTheDocument();
    await router.navigate('/summary/0/manage-money');
    await router.navigate('/summary');
    await screen.findByRole('heading', { level: 1, name: 'Balances' });
    expect(screen.queryByRole('region', { name: 'Your accounts at a glance' })).not.toBeInTheDocument();
  });
});
