import { inject, injectable } from 'inversify';
import { AppConfig } from '../../core/shared/app-config';
import type { SessionApi, SessionCheckAnswer } from '../../core/session/session-api.port';
import { ErrorCodes } from '../../core/shared/error-codes';
import { HttpClient, HttpFailure } from '../http/http-client';
import { toSessionCheckAnswer } from './session-check.mapper';

/** Codes the client gives when no readable answer arrived (no answer at all, or not an envelope). */
const transportCodes: readonly string[] = [ErrorCodes.connection, ErrorCodes.generic];

/** The session calls' paths under apiBase (docs/api/session.md); the fake records its answers under the same. */
export const SessionPaths = { check: '/session/check', keepAlive: '/session/keep-alive', logOff: '/session/logoff', fraudEvents: '/fraud-events' } as const;

/** The log-off fraud event (docs/rules/calls.md). */
export const logOffFraudEventCode = 'LLG';

/**
 * The gateway's session calls (docs/api/session.md). Transport failures arrive as HttpFailure from
 * the HttpClient and are passed on as rejections, except for fraud events, whose errors are ignored.
 */
@injectable()
export class HttpSessionAdapter implements SessionApi {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  async check(): Promise<SessionCheckAnswer> {
    try {
      return toSessionCheckAnswer(await this.http.get<unknown>(`${this.config.apiBase}${SessionPaths.check}`));
    } catch (e) {
      // The client rejects an error envelope with its first errorMsg code; for a session check that
      // code is the answer (e.g. 0014 multiple login), so it goes back to core as one.
      if (e instanceof HttpFailure && !transportCodes.includes(e.error.code)) {
        return { statusCode: 'E001', errorCodes: [e.error.code] };
      }
      throw e;
    }
  }

  async keepAlive(): Promise<void> {
    await this.http.get<unknown>(`${this.config.apiBase}${SessionPaths.keepAlive}`);
  }

  async logOff(): Promise<void> {
    await this.http.get<unknown>(`${this.config.apiBase}${SessionPaths.logOff}`);
  }

  async fraudEvent(eventCode: string): Promise<void> {
    try {
      await this.http.post<unknown>(`${this.config.apiBase}${SessionPaths.fraudEvents}`, { eventCode });
    } catch {
      // docs/rules/calls.md: fraud event errors are ignored; the customer's action goes on regardless.
    }
  }
}
