import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { inject, injectable } from 'inversify';
import type { MyDetailsPort } from '../../core/my-details/my-details.port';
import type { CustomerProfile } from '../../core/my-details/customer-profile';
import type { AccountStatementPreference, StatementPreference } from '../../core/my-details/statement-preferences';
import { AppConfig } from '../../core/shared/app-config';
import { HttpClient } from '../http/http-client';
import { requireDoneEnvelope } from '../http/confirmation-answer';
import type { ChangeEmailDto, ChangeStatementPreferencesDto } from './my-details.dto';
import { toProfile, toStatementPreferences, toWirePreference } from './my-details.mapper';

/** The customer-details paths under apiBase (docs/api/my-details.md). */
export const MyDetailsPaths = {
  profile: '/v2/customers/profile',
  emailAddress: '/v2/customers/email-address',
  statementPreferences: '/v1/statement-preferences',
} as const;

/** MyDetailsPort over the JSON gateway: reads retry as every GET does; changes go once with the journey's key. */
@injectable()
export class HttpMyDetailsAdapter implements MyDetailsPort {
  constructor(
    @inject(HttpClient) private readonly http: Pick<HttpClient, 'get' | 'post'>,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  private url(path: string): string {
    return `${this.config.apiBase}${path}`;
  }

  async profile(): Promise<CustomerProfile> {
    return toProfile(await this.http.get<unknown>(this.url(MyDetailsPaths.profile)));
  }

  async changeEmail(email: string, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<void> {
    const body: ChangeEmailDto = { emailAddress: email, ...(codes.reauthenticationCode ? { reauthenticationCode: codes.reauthenticationCode } : {}) };
    requireDoneEnvelope(await this.http.post<unknown>(this.url(MyDetailsPaths.emailAddress), body, { idempotencyKey }), 'POST email address');
  }

  async statementPreferences(): Promise<AccountStatementPreference[]> {
    return toStatementPreferences(await this.http.get<unknown>(this.url(MyDetailsPaths.statementPreferences)));
  }

  async changeStatementPreferences(preferences: readonly { accountId: string; preference: StatementPreference }[], idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<void> {
    const body: ChangeStatementPreferencesDto = {
      preferences: preferences.map((p) => ({ accountId: p.accountId, preference: toWirePreference(p.preference) })),
      ...(codes.reauthenticationCode ? { reauthenticationCode: codes.reauthenticationCode } : {}),
    };
    requireDoneEnvelope(await this.http.post<unknown>(this.url(MyDetailsPaths.statementPreferences), body, { idempotencyKey }), 'POST statement preferences');
  }
}
