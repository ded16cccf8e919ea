import { inject, injectable } from 'inversify';
import { genericFailure } from '../../core/http/failure-policy';
import type { TokenType } from '../../core/session/auth-state';
import { AppConfig } from '../../core/shared/app-config';
import type { TokenTypePort } from '../../core/signing/load-signing-device.use-case';
import { HttpClient, HttpFailure } from '../http/http-client';
import { MoveMoneyPaths } from './http-move-money.adapter';
import { MalformedAnswer, toTokenType } from './move-money.mapper';

/** TokenTypePort over GET /v1/move-money/token-type: for any area that signs, with or without move money loaded. */
@injectable()
export class HttpTokenTypeAdapter implements TokenTypePort {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  async tokenType(): Promise<TokenType> {
    const body = await this.http.get<unknown>(`${this.config.apiBase}${MoveMoneyPaths.tokenType}`);
    try {
      return toTokenType(body);
    } catch (error) {
      if (error instanceof MalformedAnswer) throw new HttpFailure(genericFailure());
      throw error;
    }
  }
}
