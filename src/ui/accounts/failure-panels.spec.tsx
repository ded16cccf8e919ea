import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../composition/container';
import type { AccountsPort } from '../../core/accounts/accounts.port';
import { renderAccountsRoute } from './testing/render-accounts-route';
import { logOnWithContent } from './testing/accounts-fixture';

/*
 * the FD001T / FD999T / FD892T panel offers Back and Balances wherever a real
 * flow shows it (spec 01 and 02 section 8), not only on the developer page.
 */
const panelFor = (code: string) => {
  const message = screen.getByText(new RegExp(`quote error code ${code}\\.`));
  const panel = message.closest('[data-error-code]');
  if (!(panel instanceof HTMLElement)) throw new Error(`no panel for ${code}`);
  return within(panel);
};

/** Opens Balances first, so Back has a page of ours to return to, then goes to the failing page. */
async function openFailing(method: keyof AccountsPort, code: string, path: string, act?: () => Promise<void>) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const { accounts } = await logOnWithContent(container);
  const view = renderAccountsRoute(container, '/summary');
  await screen.findByRole('heading', { level: 1, name: 'Balances' });
  accounts.failWith(method, { code, description: 'down' });
  await view.router.navigate(path);
  await act?.();
  await screen.findByText(new RegExp(`quote error code ${code}\\.`));
  return view;
}

const flows: [flow: string, method: keyof AccountsPort, code: string, path: string, act?: () => Promise<void>][] = [
  ['transactions', 'transactions', 'FD001T', '/summary/0/transactions'],
  ['statements', 'statements', 'FD999T', '/summary/0/transactions/statements'],
  ['a statement', 'statementPdf', 'FD892T', '/summary/0/transactions/statements/STM-2026-10'],
  [
    'download',
    'transactions',
    'FD999T',
    '/summary/0/transactions/download',
    async () => {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('radio', { name: 'CSV' }));
      await user.click(screen.getByRole('button', { name: 'Download' }));
    },
  ],
];

describe('the generic failure panel in the accounts flows', () => {
  it.each(flows)('%s: Back returns to the page before', async (_flow, method, code, path, act) => {
    const user = userEvent.setup();
    const { router } = await openFailing(method, code, path, act);
    await user.click(panelFor(code).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Balances' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/summary');
  });

  it.each(flows)('%s: Balances goes to /summary', async (_flow, method, code, path, act) => {
    const user = userEvent.setup();
    const { router } = await openFailing(method, code, path, act);
    await user.click(panelFor(code).getByRole('button', { name: 'Balances' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Balances' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/summary');
  });

  it('accounts: the accounts list failing offers Try again, Back and Balances', async () => {
    const user = userEvent.setup();
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const { accounts } = await logOnWithContent(container);
    accounts.failWith('list', { code: 'FD892T', description: 'down' });
    const { router } = renderAccountsRoute(container, '/summary/0/transactions');
    await screen.findByText(/quote error code FD892T\./);
    const panel = panelFor('FD892T');
    expect(panel.getAllByRole('button').map((b) => b.textContent)).toEqual(['Try again', 'Back', 'Balances']);
    accounts.failWith('list', null);
    await user.click(panel.getByRole('button', { name: 'Balances' }));
    expect(router.state.location.pathname).toBe('/summary');
  });
});
