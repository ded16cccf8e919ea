import { injectable } from 'inversify';
import type { CustomerProfile } from '../../core/my-details/customer-profile';
import type { MyDetailsPort } from '../../core/my-details/my-details.port';
import type { AccountStatementPreference, StatementPreference } from '../../core/my-details/statement-preferences';

/** demo.hardkey's details in memory (the demo bank's, README 'The demo bank: my details'); changes stick. */
@injectable()
export class FakeMyDetails implements MyDetailsPort {
  email = 'alex.hardy@example.com';
  readonly keys: string[] = [];
  preferences: AccountStatementPreference[] = [
    { accountId: 'HK-CUR-001', accountName: 'Current Account', accountLabel: '40-12-76 41234567', preference: 'online', nextStatementDate: '2026-12-01' },
    { accountId: 'HK-SAV-003', accountName: 'Bonus Saver', accountLabel: '40-12-76 51230001', preference: 'paper-and-online', nextStatementDate: '2026-12-15' },
  ];

  async profile(): Promise<CustomerProfile> {
    return {
      title: 'Mr',
      firstName: 'Alex',
      lastName: 'Hardy',
      addresses: [{ label: 'Home address', lines: ['12 Battersea Park Road', 'London'], postcode: 'SW11 4NJ' }],
      phones: [{ label: 'Mobile', number: '07700 900123' }],
      email: this.email,
    };
  }

  codes: string[] = [];

  async changeEmail(email: string, reauthenticationCode: string, key: string): Promise<void> {
    this.keys.push(key);
    this.codes.push(reauthenticationCode);
    this.email = email;
  }

  async statementPreferences(): Promise<AccountStatementPreference[]> {
    return this.preferences.map((p) => ({ ...p }));
  }

  async changeStatementPreferences(changes: readonly { accountId: string; preference: StatementPreference }[], key: string): Promise<void> {
    this.keys.push(key);
    this.preferences = this.preferences.map((p) => ({ ...p, preference: changes.find((c) => c.accountId === p.accountId)?.preference ?? p.preference }));
  }
}
