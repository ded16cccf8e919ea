import { inject, injectable } from 'inversify';
import type { AccountNickname, AccountNicknamesPort } from '../../core/account-nickname/account-nickname.port';
import { AppConfig } from '../../core/shared/app-config';
import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { requireDoneEnvelope } from '../http/confirmation-answer';
import { HttpClient } from '../http/http-client';
import type { ChangeAccountNicknameDto } from './account-nickname.dto';
import { toAccountNicknames } from './account-nickname.mapper';

/** The account nickname paths under apiBase (docs/api/account-nicknames.md). */
export const AccountNicknamePaths = {
  nicknames: '/v1/account-nicknames',
} as const;

/** AccountNicknamesPort over the JSON gateway: the read retries as every GET does; a change goes once with the journey's key. */
@injectable()
export class HttpAccountNicknamesAdapter implements AccountNicknamesPort {
  /** Both calls go to the one path: the list is read there and a change posted. */
  private readonly url: string;

  constructor(
    @inject(HttpClient) private readonly http: Pick<HttpClient, 'get' | 'post'>,
    @inject(AppConfig) config: Pick<AppConfig, 'apiBase'>,
  ) {
    this.url = `${config.apiBase}${AccountNicknamePaths.nicknames}`;
  }

  async nicknames(): Promise<AccountNickname[]> {
    return toAccountNicknames(await this.http.get<unknown>(this.url));
  }

  async changeNickname(change: AccountNickname, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<void> {
    const body: ChangeAccountNicknameDto = {
      accountId: change.accountId,
      nickname: change.nickname,
      ...(codes.reauthenticationCode ? { reauthenticationCode: codes.reauthenticationCode } : {}),
    };
    requireDoneEnvelope(await this.http.post<unknown>(this.url, body, { idempotencyKey }), 'POST account nickname');
  }
}
