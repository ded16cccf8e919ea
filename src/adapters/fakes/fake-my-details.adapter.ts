import { injectable } from 'inversify';
import type { CustomerProfile } from '../../core/my-details/customer-profile';
import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import type { MyDetailsPort } from '../../core/my-details/my-details.port';
import type { AccountStatementPreference, StatementPreference } from '../../core/my-details/statement-preferences';
import { MyDetailsPaths } from '../my-details/http-my-details.adapter';
import type { AccountStatementPreferenceDto, ProfileDto } from '../my-details/my-details.dto';
import { toProfile, toStatementPreferences, toWirePreference } from '../my-details/my-details.mapper';
import { WireAnswers, type WireSchemas } from './wire-answers';

/**
 * demo.hardkey's details in memory (the demo bank's, README 'The demo bank: my details'); changes
 * stick. The details are held as the bank holds them and every answer is the bank's JSON, recorded
 * in `wire` and read by the HTTP adapter's mapper (docs/api/fakes.md).
 */
@injectable()
export class FakeMyDetails implements MyDetailsPort {
  readonly wire = new WireAnswers();
  email = 'alex.hardy@example.com';
  readonly keys: string[] = [];
  held: AccountStatementPreferenceDto[] = [
    { accountId: 'HK-CUR-001', accountName: 'Current Account', sortCode: '401276', accountNumber: '41234567', preference: 'ONLINE', nextStatementDate: '2026-12-01' },
    { accountId: 'HK-SAV-003', accountName: 'Bonus Saver', sortCode: '401276', accountNumber: '51230001', preference: 'PAPER_AND_ONLINE', nextStatementDate: '2026-12-15' },
  ];

  /** The preferences as the app sees them (mapped without recording), for a spec's assertions. */
  get preferences(): AccountStatementPreference[] {
    return toStatementPreferences({ payload: this.held });
  }

  private profileWire(): ProfileDto {
    return {
      title: 'Mr',
      firstName: 'Alex',
      lastName: 'Hardy',
      addresses: [{ type: 'HOME', lines: ['12 Battersea Park Road', 'London'], postcode: 'SW11 4NJ' }],
      phoneNumbers: [{ type: 'MOBILE', number: '07700 900123' }],
      emailAddress: this.email,
    };
  }

  async profile(): Promise<CustomerProfile> {
    const answer: WireSchemas['GetV2CustomersProfileAnswer'] = { payload: this.profileWire(), messages: [] };
    return toProfile(this.wire.record('GET', MyDetailsPaths.profile, answer));
  }

  /** The Re-authentication Security Code of every try of an email change, in order ('' for none). */
  codes: string[] = [];

  async changeEmail(email: string, key: string, codes: SigningCodesToSend = {}): Promise<void> {
    this.keys.push(key);
    this.codes.push(codes.reauthenticationCode ?? '');
    // As the demo bank: every change of email address is held for re-authentication (0004) until the code comes.
    if (!codes.reauthenticationCode) {
      const failure = { code: '0004', description: 'Re-authentication required.', status: 200 };
      this.wire.recordFailure('POST', MyDetailsPaths.emailAddress, failure);
      throw { error: failure };
    }
    this.email = email;
    const answer: WireSchemas['PostV2CustomersEmailAddressAnswer'] = { header: { statusCode: '0000' }, payload: this.profileWire(), messages: [] };
    this.wire.record('POST', MyDetailsPaths.emailAddress, answer);
  }

  async statementPreferences(): Promise<AccountStatementPreference[]> {
    const answer: WireSchemas['GetV1StatementPreferencesAnswer'] = { payload: this.held.map((p) => ({ ...p })), messages: [] };
    return toStatementPreferences(this.wire.record('GET', MyDetailsPaths.statementPreferences, answer));
  }

  async changeStatementPreferences(changes: readonly { accountId: string; preference: StatementPreference }[], key: string): Promise<void> {
    this.keys.push(key);
    this.held = this.held.map((p) => {
      const change = changes.find((c) => c.accountId === p.accountId);
      return change ? { ...p, preference: toWirePreference(change.preference) } : p;
    });
    const answer: WireSchemas['PostV1StatementPreferencesAnswer'] = { header: { statusCode: '0000' }, payload: { changed: true }, messages: [] };
    this.wire.record('POST', MyDetailsPaths.statementPreferences, answer);
  }
}
