import { describe, expect, it } from 'vitest';
import { answerOf } from '../../core/journey/confirm-answer';
import { FakeHttpClient } from '../fakes/fake-http-client.adapter';
import { HttpInboxAdapter, InboxPaths } from '../inbox/http-inbox.adapter';
import { HttpManageMoneyAdapter, ManageMoneyPaths } from '../manage-money/http-manage-money.adapter';
import { HttpMessagesAdapter, MessagesPaths } from '../messages/http-messages.adapter';
import { HttpMyDetailsAdapter, MyDetailsPaths } from '../my-details/http-my-details.adapter';
import { HttpOpenBankingAdapter, OpenBankingPaths } from '../open-banking/http-open-banking.adapter';

const api = 'https://bank.test/api';
const config = { apiBase: api };
type Method = 'POST' | 'PATCH' | 'DELETE';

/** One change of each port whose confirmation returns nothing: how it is sent, and the bank's 'done'. */
interface Change {
  name: string;
  method: Method;
  path: string;
  send: (http: FakeHttpClient) => Promise<void>;
  done: unknown;
}

const envelope = (payload: unknown) => ({ header: { statusCode: '0000' }, payload, messages: [] });
const amendment = { amount: 1000, reference: 'RENT' } as never;

const changes: Change[] = [
  { name: 'manage money: amend a standing order', method: 'PATCH', path: ManageMoneyPaths.standingOrder('SO-1'), send: (h) => new HttpManageMoneyAdapter(h, config).amendStandingOrder('SO-1', amendment, 'k', {}), done: envelope({ id: 'SO-1', status: 'AMENDED' }) },
  { name: 'manage money: move a standing order', method: 'POST', path: ManageMoneyPaths.transfer('SO-1'), send: (h) => new HttpManageMoneyAdapter(h, config).transferStandingOrder('SO-1', 'ACC-2', 'k'), done: envelope({ id: 'SO-1' }) },
  { name: 'manage money: cancel a standing order', method: 'DELETE', path: ManageMoneyPaths.standingOrder('SO-1'), send: (h) => new HttpManageMoneyAdapter(h, config).cancelRegularPayment({ id: 'SO-1', type: 'standing-order' }, 'k'), done: envelope({ id: 'SO-1' }) },
  { name: 'manage money: cancel a Direct Debit', method: 'DELETE', path: ManageMoneyPaths.directDebit('DD-1'), send: (h) => new HttpManageMoneyAdapter(h, config).cancelRegularPayment({ id: 'DD-1', type: 'direct-debit' }, 'k'), done: envelope({ id: 'DD-1' }) },
  { name: 'manage money: delete a payee', method: 'DELETE', path: ManageMoneyPaths.beneficiary('B-1'), send: (h) => new HttpManageMoneyAdapter(h, config).deletePayee('B-1', 'k'), done: envelope({ id: 'B-1' }) },
  { name: 'manage money: stop a future payment', method: 'DELETE', path: ManageMoneyPaths.futurePayment('F-1'), send: (h) => new HttpManageMoneyAdapter(h, config).stopFuturePayment('F-1', 'k'), done: envelope({ id: 'F-1' }) },
  { name: 'open banking: revoke a consent', method: 'DELETE', path: OpenBankingPaths.consent('C-1'), send: (h) => new HttpOpenBankingAdapter(h, config).revoke('C-1', 'k'), done: envelope({ consentId: 'C-1', status: 'REVOKED', revokedAt: '2026-11-28T10:00:00Z' }) },
  { name: 'my details: change the email address', method: 'POST', path: MyDetailsPaths.emailAddress, send: (h) => new HttpMyDetailsAdapter(h, config).changeEmail('a@b.uk', 'k', { reauthenticationCode: '12345678' }), done: envelope({}) },
  { name: 'my details: change statement preferences', method: 'POST', path: MyDetailsPaths.statementPreferences, send: (h) => new HttpMyDetailsAdapter(h, config).changeStatementPreferences([{ accountId: 'ACC-1', preference: 'paper' as never }], 'k'), done: envelope({ changed: true }) },
  { name: 'messages: send a message', method: 'POST', path: MessagesPaths.messages, send: (h) => new HttpMessagesAdapter(h, config).send({ kind: 'message', messageType: 'GENERAL_ENQUIRY', messageText: 'x' }, 'k'), done: { payload: { messageId: 'S-1' }, messages: [] } },
  { name: 'messages: send a form', method: 'POST', path: MessagesPaths.form('travel'), send: (h) => new HttpMessagesAdapter(h, config).send({ kind: 'travel' } as never, 'k'), done: { payload: { messageId: 'S-2' }, messages: [] } },
  { name: 'inbox: send a reply', method: 'POST', path: InboxPaths.messages, send: (h) => new HttpInboxAdapter(h, config).sendReply({ messageType: 'MAKE_COMPLAINT', messageText: 'x' }, 'k'), done: { payload: { messageId: 'S-3' }, messages: [] } },
];

const answered = (change: Change, value: unknown) => new FakeHttpClient().reply(change.method, `${api}${change.path}`, value);

describe.each(changes)('$name', (change) => {
  it('is done on the bank’s confirmation', async () => {
    expect(await answerOf(() => change.send(answered(change, change.done)))).toEqual({ kind: 'accepted', outcome: undefined });
  });

  it.each<[string, unknown]>([
    ['an empty 200', undefined],
    ['{}', {}],
    ['null', null],
    ['a header with no status', { header: {} }],
    ['a page as text', '<html>Down for maintenance</html>'],
    ['another success shape', { ok: true }],
  ])('after sending, %s is unknown, not done', async (_what, value) => {
    const answer = await answerOf(() => change.send(answered(change, value)));
    expect(answer).toMatchObject({ kind: 'unknown', reason: 'server', code: 'FD001T' });
  });
});
