import { describe, expect, it } from 'vitest';
import { changeAccess } from './ib-status';
import { CheckChangeAccess } from './check-change-access.use-case';

describe('online banking status and functions that change something (docs/rules/access.md)', () => {
  it.each([
    ['ACTIVE', 'full'],
    ['READONLY', 'read-only'],
    ['INVALID', 'no-access'],
    ['unknown', 'full'],
  ] as const)('%s → %s', (status, access) => {
    expect(changeAccess(status)).toBe(access);
  });

  it('asks the bank, and a failed ask leaves the function to its own checks', async () => {
    expect(await new CheckChangeAccess({ status: () => Promise.resolve('READONLY') }).execute()).toBe('read-only');
    expect(await new CheckChangeAccess({ status: () => Promise.reject(new Error('500')) }).execute()).toBe('full');
  });
});
