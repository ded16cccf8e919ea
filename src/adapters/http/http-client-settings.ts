import { Constants } from '../../core/shared/constants';
import { defaultRetryPolicy, type RetryPolicy } from '../../core/http/failure-policy';
import type { AxiosAdapter } from 'axios';

/** Tunables of the HTTP client: production uses the defaults; tests shorten the time-out or swap the transport. */
export const HttpClientSettings = Symbol('HttpClientSettings');
export interface HttpClientSettings {
  timeoutMs: number;
  retry: RetryPolicy;
  /** Replaces axios' transport (unit tests); undefined = the browser's XHR. */
  transport?: AxiosAdapter;
}

export const defaultHttpClientSettings: HttpClientSettings = {
  timeoutMs: Constants.apiTimeoutMs,
  retry: { ...defaultRetryPolicy, maxTries: Constants.triesPerRequest },
};

/** Header names the client sends and reads (docs/api/http.md). */
export const HttpHeaders = {
  channel: 'X-Channel',
  locale: 'X-Locale',
  country: 'X-Country',
  groupMember: 'X-Group-Member',
  technology: 'X-Technology',
  userPreferences: 'X-User-Preferences',
  tokenType: 'X-Token-Type',
  routing: 'X-Routing',
  idempotencyKey: 'Idempotency-Key',
  correlationId: 'X-Correlation-Id',
  loginUrl: 'X-Login-Url',
} as const;
