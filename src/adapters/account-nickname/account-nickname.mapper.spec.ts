import { describe, expect, it } from 'vitest';
import { toAccountNicknames } from './account-nickname.mapper';

describe('the account nicknames answer', () => {
  it('reads each account and its nickname', () => {
    expect(toAccountNicknames({ payload: [{ accountId: 'HK-CUR-001', nickname: 'Bills' }], messages: [] })).toEqual([{ accountId: 'HK-CUR-001', nickname: 'Bills' }]);
  });

  it.each([
    ['no payload', {}],
    ['a payload that is not a list', { payload: {} }],
    ['an entry without a nickname', { payload: [{ accountId: 'HK-CUR-001' }] }],
    ['an empty nickname', { payload: [{ accountId: 'HK-CUR-001', nickname: '' }] }],
    ['an entry without an account', { payload: [{ nickname: 'Bills' }] }],
  ])('is the generic failure for %s', (_, answer) => {
    expect(() => toAccountNicknames(answer)).toThrow(/FD001T/);
  });
});
