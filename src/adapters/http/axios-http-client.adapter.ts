import axios, { type AxiosInstance, type AxiosResponse, type RawAxiosRequestHeaders } from 'axios';
import { inject, injectable } from 'inversify';
import { AppConfig } from '../../core/shared/app-config';
import { Clock, Scheduler } from '../../core/shared/clock.port';
import { Navigator } from '../../core/shared/navigator.port';
import { PreferencesStore } from '../../core/shared/preferences.port';
import { SessionStatePort } from '../../core/session/auth-state';
import { GlobalSettings } from '../../core/http/global-settings.port';
import {
  genericFailure,
  isStateChanging,
  judgeAnswer,
  readEnvelopeHeader,
  retryDelayMs,
  type Answer,
  type FailureEffect,
  type HttpMethod,
  type TryOutcome,
} from '../../core/http/failure-policy';
import { HttpFailure, type HttpClient, type RequestOptions } from './http-client';
import { HttpClientSettings, HttpHeaders } from './http-client-settings';
import { deviceFingerprint } from './device-fingerprint';
import { newIdempotencyKey } from './idempotency-key';

/** App routes the client sends the customer to (owned by the shell and session streams). */
export const HttpRoutes = {
  generalError: '/authentication/error',
  logOn: '/authentication/username',
  lockedLogOff: '/logoff/locked',
} as const;

/**
 * The HttpClient on axios. One axios instance per client (never the global one, never global
 * interceptors). Every answer is read as text and judged by core/http/failure-policy, so a status,
 * a malformed body or a network failure all end as an HttpFailure with a catalogue code.
 */
@injectable()
export class AxiosHttpClient implements HttpClient {
  private readonly axios: AxiosInstance;
  private readonly fingerprint: string;

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(PreferencesStore) private readonly preferences: PreferencesStore,
    @inject(SessionStatePort) private readonly session: SessionStatePort,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(GlobalSettings) private readonly globals: GlobalSettings,
    @inject(Clock) private readonly clock: Clock,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(HttpClientSettings) private readonly settings: HttpClientSettings,
  ) {
    this.axios = axios.create({
      timeout: settings.timeoutMs,
      // Every status resolves; the failure policy, not axios, decides what is a failure.
      validateStatus: () => true,
      // Bodies stay raw text so a malformed JSON answer is caught here rather than silently kept as a string.
      transformResponse: [(data: unknown) => data],
      ...(settings.transport ? { adapter: settings.transport } : {}),
    });
    this.fingerprint = deviceFingerprint();
  }

  get<T>(url: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', url, undefined, options);
  }
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', url, body, options);
  }
  patch<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', url, body, options);
  }
  delete<T>(url: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', url, undefined, options);
  }

  private async request<T>(method: HttpMethod, url: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const headers = this.headers(method, options);
    const responseType = options.responseType ?? 'json';
    let triesSoFar = 0;
    for (;;) {
      triesSoFar += 1;
      let response: AxiosResponse<unknown> | undefined;
      try {
        response = await this.axios.request({
          method,
          url,
          data: body,
          params: options.params,
          headers,
          responseType: responseType === 'json' ? 'text' : responseType,
        });
      } catch (error) {
        // axios rejects without a response for network failures and time-outs: the connection code.
        // Anything else thrown here is a fault of ours, reported as the generic code.
        if (!axios.isAxiosError(error)) throw new HttpFailure(genericFailure());
        response = error.response;
      }
      const outcome: TryOutcome = response
        ? { kind: 'response', status: response.status, retryAfter: headerOf(response, 'Retry-After') }
        : { kind: 'no-response' };
      if (response) this.recordGlobals(response);
      const delay = retryDelayMs(method, triesSoFar, outcome, this.clock.now(), this.settings.retry);
      if (delay !== null) {
        await this.sleep(delay);
        continue;
      }
      return this.settle<T>(response, responseType, options);
    }
  }

  private settle<T>(response: AxiosResponse<unknown> | undefined, responseType: string, options: RequestOptions): T {
    const answer: Answer = { storedLoginUrl: this.preferences.getLoginUrl() };
    if (response) {
      answer.status = response.status;
      answer.loginUrlHeader = headerOf(response, HttpHeaders.loginUrl);
      if (typeof response.data === 'string') {
        // The service-unavailable wording is looked for in pages (text, or HTML where JSON was
        // expected); a JSON answer speaks through its error codes, whatever its descriptions say.
        answer.text = options.acceptServiceUnavailableText ? undefined : response.data;
        if (responseType === 'json') {
          const parsed = parseJson(response.data);
          answer.malformed = !parsed.ok;
          answer.data = parsed.ok ? parsed.value : undefined;
          if (parsed.ok) answer.text = undefined;
          if (parsed.ok && options.expectEnvelope && response.status < 300 && readEnvelopeHeader(parsed.value) === null) {
            answer.malformed = true;
          }
        }
      }
    }
    const verdict = judgeAnswer(answer);
    this.carryOut(verdict.effects);
    if (verdict.error) throw new HttpFailure(verdict.error);
    return (responseType === 'json' ? answer.data : response?.data) as T;
  }

  private carryOut(effects: readonly FailureEffect[]): void {
    for (const effect of effects) {
      switch (effect) {
        case 'general-error-page':
          this.navigator.goTo(HttpRoutes.generalError);
          break;
        case 'log-on-redirect':
          this.session.update({ possibleSession: false });
          this.navigator.goTo(HttpRoutes.logOn);
          break;
        case 'locked-log-off':
          this.session.reset();
          this.preferences.clearCustomerData();
          this.navigator.goTo(HttpRoutes.lockedLogOff);
          break;
        case 'read-only':
          this.session.update({ ibStatus: 'READONLY' });
          break;
      }
    }
  }

  private headers(method: HttpMethod, options: RequestOptions): RawAxiosRequestHeaders {
    const headers: RawAxiosRequestHeaders = {
      Accept: options.responseType === 'text' ? 'text/html, text/plain, */*' : 'application/json, */*',
      [HttpHeaders.channel]: 'WEB',
      [HttpHeaders.locale]: 'en_GB',
      [HttpHeaders.country]: 'GB',
      [HttpHeaders.groupMember]: this.config.groupMember,
      [HttpHeaders.technology]: '2G',
      [HttpHeaders.userPreferences]: this.fingerprint,
      [HttpHeaders.tokenType]: 'SESSION_TOKEN',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    };
    const routing = this.preferences.getRoutingHeader();
    if (routing) headers[HttpHeaders.routing] = routing;
    if (isStateChanging(method)) headers[HttpHeaders.idempotencyKey] = options.idempotencyKey ?? newIdempotencyKey();
    // The caller's own headers win (e.g. the content adapter's Cache-Control max-age); Pragma is the
    // HTTP/1.0 twin of no-cache and would contradict a caller's own caching rule.
    const own = options.headers ?? {};
    if (Object.keys(own).some((name) => name.toLowerCase() === 'cache-control')) delete headers.Pragma;
    return { ...headers, ...own };
  }

  private recordGlobals(response: AxiosResponse<unknown>): void {
    this.globals.recordResponse({
      serverDate: headerOf(response, 'Date'),
      correlationId: headerOf(response, HttpHeaders.correlationId),
    });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.scheduler.setTimeout(resolve, ms);
    });
  }
}

function headerOf(response: AxiosResponse<unknown>, name: string): string | null {
  const headers = response.headers as Record<string, unknown> | undefined;
  if (!headers) return null;
  const value = headers[name.toLowerCase()] ?? headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  // An empty body (204, or a 200 with nothing) is a valid "no content" answer.
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
