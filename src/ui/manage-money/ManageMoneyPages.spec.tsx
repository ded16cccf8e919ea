import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../composition/container';
import { FakeManageMoney } from '../../adapters/fakes/fake-manage-money.adapter';
import { renderAccountsRoute } from '../accounts/testing/render-accounts-route';
import { logOnWithContent, setToggle } from '../accounts/testing/accounts-fixture';
import { manageMoneyRoutes } from './manage-money.routes';
import { noRegularPayments } from './regular/RegularPaymentsPage';

// The first test loads both areas' pages into jsdom; on a busy machine that takes longer than 5 s.
vi.setConfig({ testTimeout: 20_000 });

async function open(path: string, prepare?: (bank: FakeManageMoney, container: Awaited<ReturnType<typeof buildContainerWithAreas>>) => void) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  await logOnWithContent(container);
  const bank = container.get(FakeManageMoney);
  prepare?.(bank, container);
  const view = renderAccountsRoute(container, path, manageMoneyRoutes);
  return { ...view, bank, container };
}

describe('regular payments', () => {
  it('groups by type and status, with payee, amount, frequency, dates and reference', async () => {
    await open('/summary/0/manage-money/regular');
    expect(await screen.findByRole('heading', { level: 2, name: 'Standing orders' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Standing orders',
      'Direct Debits',
      'Cancelled standing orders',
    ]);
    const jane = screen.getByRole('link', { name: /^Jane Smith/ }).closest('li') as HTMLElement;
    expect(within(jane).getByText('£250.00')).toBeInTheDocument();
    expect(within(jane).getByText('Monthly')).toBeInTheDocument();
    expect(within(jane).getByText('RENT SHARE')).toBeInTheDocument();
    expect(within(jane).getByText('20-00-00 55779911')).toBeInTheDocument();
  });

  it('hides every standing order, and its pages, when the standing orders toggle is off', async () => {
    const { router } = await open('/summary/0/manage-money/regular', (_, container) => setToggle(container, 'moveMoneyStandingOrders', false));
    expect(await screen.findByRole('heading', { level: 2, name: 'Direct Debits' })).toBeInTheDocument();
    expect(screen.queryByText('Jane Smith')).toBeNull();
    await router.navigate('/summary/0/manage-money/regular/standing-order/active/0/amend');
    expect(await screen.findByRole('heading', { level: 1, name: 'Regular payment not found' })).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    await open('/summary/0/manage-money/regular', (bank) => (bank.mandates = []));
    expect(await screen.findByText(noRegularPayments)).toBeInTheDocument();
  });

  it('shows a failing list with its code and Try again', async () => {
    const user = userEvent.setup();
    const { bank } = await open('/summary/0/manage-money/regular', (b) => b.failWith('regularPayments', { code: 'FD001T', description: 'x' }));
    const panel = (await screen.findByRole('button', { name: 'Try again' })).closest('[data-error-code]') as HTMLElement;
    expect(panel).toHaveAttribute('data-error-code', 'FD001T');
    expect(within(panel).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Balances' })).toBeInTheDocument();
    bank.failWith('regularPayments', null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Standing orders' })).toBeInTheDocument();
  });

  it('offers a Direct Debit cancel only', async () => {
    await open('/summary/0/manage-money/regular/direct-debit/active/0');
    expect(await screen.findByRole('heading', { level: 1, name: 'Direct Debit to BRITISH GAS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel this Direct Debit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Change amount/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay it from another account' })).toBeNull();
  });
});

describe('cancelling, once', () => {
  it('sends one request with one key however often Confirm is pressed, then lists it as cancelled', async () => {
    const user = userEvent.setup();
    const { bank, router } = await open('/summary/0/manage-money/regular/direct-debit/active/0/cancel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel your Direct Debit to BRITISH GAS' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm cancellation' });
    await user.dblClick(confirm);
    expect(await screen.findByRole('heading', { level: 1, name: 'Direct Debit to BRITISH GAS cancelled' })).toBeInTheDocument();
    const sends = bank.calls.filter((c) => c.method === 'cancelRegularPayment');
    expect(sends).toHaveLength(1);
    await router.navigate('/summary/0/manage-money/regular');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cancelled Direct Debits' })).toBeInTheDocument();
  });

  it('sends a deep link into review back to the first step', async () => {
    const { router } = await open('/summary/0/manage-money/regular/direct-debit/active/0/cancel/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel your Direct Debit to BRITISH GAS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/summary/0/manage-money/regular/direct-debit/active/0/cancel');
  });

  it('after a lost answer shows what the bank lists now and retries with the same key', async () => {
    const user = userEvent.setup();
    const { bank } = await open('/summary/0/manage-money/future-payments/0/stop', (b) =>
      b.failWith('stopFuturePayment', { code: 'FD999T', description: 'no answer' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Stop payment' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'We did not get an answer from the bank' })).toBeInTheDocument();
    expect(await screen.findByText('The bank still lists the payment of £45.00 to Mike Patel.')).toBeInTheDocument();
    bank.failWith('stopFuturePayment', null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment to Mike Patel stopped' })).toBeInTheDocument();
    const keys = bank.calls.filter((c) => c.method === 'stopFuturePayment').map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });
});

describe('cancelling after the bank asks for re-authentication (0004)', () => {
  it('shows the Re-authentication field, sends nothing without a code, then the code under the same key', async () => {
    const user = userEvent.setup();
    const { bank } = await open('/summary/0/manage-money/regular/direct-debit/active/0/cancel', (b) =>
      b.failWith('cancelRegularPayment', { code: '0004', description: 'Re-authentication required.' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.queryByLabelText('Re-authentication Security Code')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Confirm cancellation' }));
    const field = await screen.findByLabelText('Re-authentication Security Code');
    bank.failWith('cancelRegularPayment', null);
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByRole('link', { name: 'Please enter your Re-authentication Security Code.' })).toHaveAttribute('href', '#reauthentication-code');
    expect(bank.calls.filter((c) => c.method === 'cancelRegularPayment')).toHaveLength(1);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Direct Debit to BRITISH GAS cancelled' })).toBeInTheDocument();
    const sends = bank.calls.filter((c) => c.method === 'cancelRegularPayment');
    expect(sends.map((c) => c.args[1])).toEqual([{}, { reauthenticationCode: '123456' }]);
    expect(new Set(sends.map((c) => c.key)).size).toBe(1);
  });
});

describe('amending a standing order', () => {
  it('needs a Transaction Security Code for a new amount, and sends it with the new values', async () => {
    const user = userEvent.setup();
    const { bank } = await open('/summary/0/manage-money/regular/standing-order/active/0/amend');
    const amount = await screen.findByLabelText('Amount');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Change at least one detail of the standing order.')).toHaveLength(2);
    await user.clear(amount);
    await user.type(amount, '-3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Monetary amount must be positive' })).toBeInTheDocument();
    expect(amount).toHaveValue('-3');
    await user.clear(amount);
    await user.type(amount, '275');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('£275.00 (was £250.00)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(bank.calls.filter((c) => c.method === 'amendStandingOrder')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /security code/i }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Standing order to Jane Smith changed' })).toBeInTheDocument();
    const [call] = bank.calls.filter((c) => c.method === 'amendStandingOrder');
    expect(call?.args[1]).toMatchObject({ amount: 27500 });
    expect(call?.args[2]).toEqual({ transactionCode: '123456' });
  });

  it('does not ask for a code when only the reference changes', async () => {
    const user = userEvent.setup();
    const { bank } = await open('/summary/0/manage-money/regular/standing-order/active/0/amend');
    const reference = await screen.findByLabelText('Reference');
    await user.clear(reference);
    await user.type(reference, 'RENT DEC');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This change does not need a Transaction Security Code.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    await screen.findByRole('heading', { level: 1, name: 'Standing order to Jane Smith changed' });
    expect(bank.calls.find((c) => c.method === 'amendStandingOrder')?.args[2]).toEqual({});
  });
});

describe('amending a standing order: the next payment date in three parts', () => {
  it('shows the date as day, month and year, names a missing part, and sends the ISO date', async () => {
    const user = userEvent.setup();
    const { bank } = await open('/summary/0/manage-money/regular/standing-order/active/0/amend');
    const group = await screen.findByRole('group', { name: 'Next payment date' });
    const [day, month, year] = ['Day', 'Month', 'Year'].map((label) => within(group).getByLabelText(label));
    expect([day, month, year].map((f) => (f as HTMLInputElement).value)).toEqual(['1', '12', '2026']);
    await user.clear(month!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Next payment date must include a month' }));
    expect(month).toHaveFocus();
    expect(month).toHaveAttribute('aria-invalid', 'true');
    expect(day).not.toHaveAttribute('aria-invalid');
    expect(day).toHaveValue('1');
    await user.type(month!, 'jan');
    await user.clear(year!);
    await user.type(year!, '2027');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm change' }));
    await screen.findByRole('heading', { level: 1, name: 'Standing order to Jane Smith changed' });
    expect(bank.calls.find((c) => c.method === 'amendStandingOrder')?.args[1]).toMatchObject({ nextPaymentDate: '2027-01-01' });
  });
});

describe('payees', () => {
  it('says a payee has regular payments before delete', async () => {
    await open('/summary/0/manage-money/beneficiaries/0/delete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete Jane Smith from your payees' })).toBeInTheDocument();
    expect(screen.getByText(/^This payee has a standing order from this account\./)).toBeInTheDocument();
  });

  it("'Pay this payee' opens move money's saved-payee flow for that payee", async () => {
    await open('/summary/0/manage-money/beneficiaries/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mike Patel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay this payee' })).toHaveAttribute('href', '/summary/0/move-money/transfers/payee/BEN-2');
  });
});
