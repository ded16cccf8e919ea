import { describe, expect, it } from 'vitest';
import { anAccount } from '../../adapters/fakes/fake-accounts.data';
import { accountAt, AccountsFailure } from './accounts-failure';

describe('accountAt', () => {
  const accounts = [anAccount({ id: 'A0' }), anAccount({ id: 'A1' })];

  it('gives the account at a whole index of the list', () => {
    const found = accountAt(accounts, 1);
    expect(found.ok && found.value.id).toBe('A1');
  });

  it('finds no account at a negative, fractional or missing index, and says which', () => {
    expect(accountAt(accounts, -1)).toEqual({ ok: false, error: { code: 'ACC_NOT_FOUND', description: 'There is no account at index -1.' } });
    expect(accountAt(accounts, 0.5)).toEqual({ ok: false, error: { code: 'ACC_NOT_FOUND', description: 'There is no account at index 0.5.' } });
    expect(accountAt(accounts, 2)).toEqual({ ok: false, error: { code: 'ACC_NOT_FOUND', description: 'There is no account at index 2.' } });
  });

  it('finds no account at an index a list with odd keys answers for', () => {
    const odd = Object.assign([...accounts], { '-1': anAccount({ id: 'NEG' }), '0.5': anAccount({ id: 'HALF' }) });
    expect(accountAt(odd, -1).ok).toBe(false);
    expect(accountAt(odd, 0.5).ok).toBe(false);
  });
});

describe('AccountsFailure', () => {
  it('carries the error and says its code and description', () => {
    const failure = new AccountsFailure({ code: 'TX500', description: 'down' });
    expect(failure.error).toEqual({ code: 'TX500', description: 'down' });
    expect(failure.message).toBe('TX500: down');
    expect(failure.name).toBe('AccountsFailure');
    expect(failure).toBeInstanceOf(Error);
  });
});
