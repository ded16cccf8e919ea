import { describe, expect, it } from 'vitest';
import { FakeHttpClient } from '../fakes/fake-http-client.adapter';
import { FakeErrorReporter } from '../fakes/fake-system.adapter';
import { AccountsPaths, HttpAccountsAdapter, oddAccountReportCode, transactionsPageSize } from './http-accounts.adapter';

/** one odd account never fails the list; it is shown safely and reported. */
const apiBase = '/gateway/api';
const account = (id: string, summary: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) => ({
  id,
  name: `Account ${id}`,
  summary: { balance: 1000, balanceDate: '2026-11-22', sortCode: '401276', number: '41234567', category: 'CURRENT', subCategory: 'STANDARD_CURRENT', ...summary },
  ...rest,
});

function adapterAnswering(payload: unknown[]) {
  const http = new FakeHttpClient().reply('GET', `${apiBase}${AccountsPaths.accounts}`, { payload, messages: [] });
  const reporter = new FakeErrorReporter();
  return { adapter: new HttpAccountsAdapter(http, { apiBase }, reporter), reporter };
}

describe('HttpAccountsAdapter with an odd account', () => {
  it('shows every account when one has an unknown category and another a flag that is not a boolean, and reports both', async () => {
    const { adapter, reporter } = adapterAnswering([
      account('A1'),
      account('A2', { category: 'PENSION' }),
      account('A3', {}, { displayConfig: { displayAvailableBalance: 'Y' } }),
    ]);
    const accounts = await adapter.list();
    expect(accounts.map((a) => [a.id, a.summary.category])).toEqual([
      ['A1', 'Current'],
      ['A2', 'Other'],
      ['A3', 'Current'],
    ]);
    expect(accounts[2]?.displayConfig.displayAvailableBalance).toBe(false);
    // Reports leave the app masked (digits included), so they say which field, not which account.
    expect(reporter.reports).toEqual([
      {
        code: oddAccountReportCode,
        message: "GET accounts: answer.payload[*] shown with safe defaults: answer.payload[*].summary.category is not a known category (got 'PENSION')",
      },
      {
        code: oddAccountReportCode,
        message: 'GET accounts: answer.payload[*] shown with safe defaults: answer.payload[*].displayConfig.displayAvailableBalance is not a boolean',
      },
    ]);
    expect(reporter.contexts[0]).toEqual({ call: 'GET accounts', account: 'answer.payload[*]', shown: 'true' });
  });

  it('leaves out an account it cannot show, reports it, and shows the rest', async () => {
    const { adapter, reporter } = adapterAnswering([account('A1', { balance: '£10' }), account('A2')]);
    expect((await adapter.list()).map((a) => a.id)).toEqual(['A2']);
    expect(reporter.reports).toEqual([
      { code: oddAccountReportCode, message: 'GET accounts: answer.payload[*] left out: answer.payload[*].summary.balance is not an integer' },
    ]);
  });

  it('reports nothing for accounts as agreed', async () => {
    const { adapter, reporter } = adapterAnswering([account('A1'), account('A2', { category: 'SAVINGS', subCategory: 'BONUS' })]);
    expect(await adapter.list()).toHaveLength(2);
    expect(reporter.reports).toEqual([]);
  });

  it('fails the list only when no account at all can be shown', async () => {
    const { adapter } = adapterAnswering([account('A1', { balance: 1.5 })]);
    await expect(adapter.list()).rejects.toMatchObject({ error: { code: 'ACC_MALFORMED' } });
  });
});

/** a long history is read page by page (docs/api/accounts.md, paging). */
describe('HttpAccountsAdapter transactions in pages', () => {
  const url = `${apiBase}${AccountsPaths.transactions('A1')}`;
  const tx = (n: number) => ({ id: `T${n}`, date: '2026-11-22', description: `ROW ${n}`, amount: -n, type: 'CARD_PAYMENT' });
  const pageAnswer = (rows: number[], next: string | null | undefined) => ({
    payload: { transactions: rows.map(tx), ...(next === undefined ? {} : { links: { next } }) },
    messages: [],
  });

  it(`asks for pages of ${transactionsPageSize} and follows links.next until it is null, keeping the order`, async () => {
    const http = new FakeHttpClient().handle('GET', url, (call) => {
      const page = Number(call.options?.params?.page);
      return page === 1
        ? pageAnswer([1, 2], `${url}?fromDate=2026-01-01&toDate=2026-12-31&page=2&pageSize=2`)
        : pageAnswer([3], null);
    });
    const adapter = new HttpAccountsAdapter(http, { apiBase }, new FakeErrorReporter());
    const list = await adapter.transactions('A1', { from: '2026-01-01', to: '2026-12-31' });
    expect(list.map((t) => t.id)).toEqual(['T1', 'T2', 'T3']);
    expect(http.calls.map((c) => c.options?.params)).toEqual([
      { fromDate: '2026-01-01', toDate: '2026-12-31', page: 1, pageSize: transactionsPageSize },
      { fromDate: '2026-01-01', toDate: '2026-12-31', page: '2', pageSize: '2' },
    ]);
  });

  it('takes an answer without links as the whole list (a gateway that does not page)', async () => {
    const http = new FakeHttpClient().reply('GET', url, pageAnswer([1, 2, 3], undefined));
    const adapter = new HttpAccountsAdapter(http, { apiBase }, new FakeErrorReporter());
    expect(await adapter.transactions('A1')).toHaveLength(3);
    expect(http.calls).toHaveLength(1);
  });

  it('refuses a next link to another host or list, and pages that never end, as ACC_MALFORMED', async () => {
    for (const next of ['https://evil.example/gateway/api/v1/accounts/A1/transactions?page=2', '//evil.example/x', `${apiBase}/v1/accounts/B2/transactions?page=2`]) {
      const http = new FakeHttpClient().reply('GET', url, pageAnswer([1], next));
      const adapter = new HttpAccountsAdapter(http, { apiBase }, new FakeErrorReporter());
      await expect(adapter.transactions('A1')).rejects.toMatchObject({ error: { code: 'ACC_MALFORMED' } });
    }
    const looping = new FakeHttpClient().reply('GET', url, pageAnswer([1], `${url}?page=2&pageSize=1`));
    const adapter = new HttpAccountsAdapter(looping, { apiBase }, new FakeErrorReporter());
    await expect(adapter.transactions('A1')).rejects.toMatchObject({ error: { code: 'ACC_MALFORMED' } });
    expect(looping.calls).toHaveLength(2);
  });
});
