import { describe, expect, it } from 'vitest';
import { AccountsFailure } from '../accounts/accounts-failure';
import type { AccountNickname, AccountNicknamesPort } from './account-nickname.port';
import { ChangeAccountNickname } from './change-account-nickname.use-case';
import { LoadAccountNicknames } from './load-account-nicknames.use-case';
import type { SigningCodesToSend } from '../signing/signing-codes';

class RecordingPort implements AccountNicknamesPort {
  sent: { change: AccountNickname; key: string; codes: SigningCodesToSend | undefined }[] = [];
  failure: AccountsFailure | null = null;
  held: AccountNickname[] = [{ accountId: 'HK-CUR-001', nickname: 'Bills' }];
  async nicknames() {
    if (this.failure) throw this.failure;
    return this.held;
  }
  async changeNickname(change: AccountNickname, key: string, codes?: SigningCodesToSend) {
    this.sent.push({ change, key, codes });
    if (this.failure) throw this.failure;
  }
}

describe('changing an account nickname', () => {
  it('sends the trimmed nickname with the key and the code, and is accepted', async () => {
    const port = new RecordingPort();
    const answer = await new ChangeAccountNickname(port).execute({ accountId: 'HK-CUR-001', nickname: '  Bills  ' }, 'k1', { reauthenticationCode: '123456' });
    expect(answer).toEqual({ kind: 'accepted', outcome: { done: true } });
    expect(port.sent).toEqual([{ change: { accountId: 'HK-CUR-001', nickname: 'Bills' }, key: 'k1', codes: { reauthenticationCode: '123456' } }]);
  });

  it('sends nothing for a nickname the rule refuses', async () => {
    const port = new RecordingPort();
    const answer = await new ChangeAccountNickname(port).execute({ accountId: 'HK-CUR-001', nickname: '<script>' }, 'k1');
    expect(answer).toMatchObject({ kind: 'refused', code: 'FD001T' });
    expect(port.sent).toEqual([]);
  });

  it('hears 0004 as a request for the Re-authentication Security Code', async () => {
    const port = new RecordingPort();
    port.failure = new AccountsFailure({ code: '0004', description: 'Re-authentication required.' });
    expect(await new ChangeAccountNickname(port).execute({ accountId: 'HK-CUR-001', nickname: 'Bills' }, 'k1')).toMatchObject({ kind: 'reauthenticate' });
  });

  it('keeps a lost answer unknown, never a failure', async () => {
    const port = new RecordingPort();
    port.failure = new AccountsFailure({ code: 'FD999T', description: 'No answer' });
    expect(await new ChangeAccountNickname(port).execute({ accountId: 'HK-CUR-001', nickname: 'Bills' }, 'k1')).toMatchObject({ kind: 'unknown' });
  });
});

describe('loading account nicknames', () => {
  it('gives them by account id', async () => {
    const result = await new LoadAccountNicknames(new RecordingPort()).execute();
    expect(result.ok && [...result.value]).toEqual([['HK-CUR-001', 'Bills']]);
  });

  it('gives the failure when the bank does not answer', async () => {
    const port = new RecordingPort();
    port.failure = new AccountsFailure({ code: 'FD999T', description: 'No answer' });
    expect(await new LoadAccountNicknames(port).execute()).toMatchObject({ ok: false, error: { code: 'FD999T' } });
  });
});
