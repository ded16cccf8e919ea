import { describe, expect, it } from 'vitest';
import { toProfile, toStatementPreferences, toWirePreference } from './my-details.mapper';

const profile = {
  title: 'Mr',
  firstName: 'Alex',
  lastName: 'Hardy',
  addresses: [{ type: 'HOME', lines: ['12 Battersea Park Road', 'London'], postcode: 'SW11 4NJ' }],
  phoneNumbers: [{ type: 'MOBILE', number: '07700 900123' }],
  emailAddress: 'alex.hardy@example.com',
};

describe('my details mapper', () => {
  it('maps the profile', () => {
    expect(toProfile({ payload: profile })).toMatchObject({
      firstName: 'Alex',
      email: 'alex.hardy@example.com',
      addresses: [{ label: 'Home address', postcode: 'SW11 4NJ' }],
      phones: [{ label: 'Mobile', number: '07700 900123' }],
    });
  });

  it.each([null, {}, { payload: null }, { payload: { ...profile, emailAddress: 7 } }, { payload: { ...profile, addresses: [{ lines: 'x' }] } }])(
    'a malformed profile is FD001T: %j',
    (answer) => {
      expect(() => toProfile(answer)).toThrow(/FD001T/);
    },
  );

  it('maps statement preferences and their wire values', () => {
    const [a] = toStatementPreferences({
      payload: [{ accountId: 'HK-SAV-003', accountName: 'Bonus Saver', sortCode: '401276', accountNumber: '51230001', preference: 'PAPER_AND_ONLINE', nextStatementDate: '2026-12-15' }],
    });
    expect(a).toEqual({ accountId: 'HK-SAV-003', accountName: 'Bonus Saver', accountLabel: '40-12-76 51230001', preference: 'paper-and-online', nextStatementDate: '2026-12-15' });
    expect(toWirePreference('online')).toBe('ONLINE');
    expect(toWirePreference('paper-and-online')).toBe('PAPER_AND_ONLINE');
  });

  it('an unknown preference or a bad date is FD001T', () => {
    const base = { accountId: 'A', accountName: 'B', sortCode: null, accountNumber: null, nextStatementDate: '2026-12-15' };
    expect(() => toStatementPreferences({ payload: [{ ...base, preference: 'EMAIL' }] })).toThrow(/FD001T/);
    expect(() => toStatementPreferences({ payload: [{ ...base, preference: 'ONLINE', nextStatementDate: '15/12/2026' }] })).toThrow(/FD001T/);
  });
});
