import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { inject, injectable } from 'inversify';
import { AppConfig } from '../../core/shared/app-config';
import { Clock, Scheduler } from '../../core/shared/clock.port';
import { PreferencesStore } from '../../core/shared/preferences.port';
import { GlobalSettings } from '../../core/http/global-settings.port';
import { genericFailure, retryDelayMs, type HttpMethod, type TryOutcome } from '../../core/http/failure-policy';
import { HandleHttpAnswer } from '../../core/http/handle-http-answer.use-case';
import { HttpFailure, type HttpClient, type RequestOptions } from './http-client';
import { HttpClientSettings, HttpHeaders } from './http-client-settings';
import { commonHeaders } from './common-headers';
import { deviceFingerprint } from './device-fingerprint';
import { headerOf, readAnswer } from './read-answer';

/**
 * The HttpClient on axios: it moves bytes. One axios instance per client (never the global one, never
 * global interceptors); headers from common-headers.ts; retries as the failure policy's
 * `retryDelayMs` says (GET/HEAD only). The last answer of each call (or its absence) is read
 * (read-answer.ts) and handed to HandleHttpAnswer, the core use case that judges it, carries out what
 * it means for the app (navigation, log-off, read-only ...) and reports a failure; the call rejects
 * with the HttpFailure it names.
 */
@injectable()
export class AxiosHttpClient implements HttpClient {
  private readonly axios: AxiosInstance;
  private readonly fingerprint: string;

  constructor(
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'groupMember'>,
    @inject(PreferencesStore) private readonly preferences: Pick<PreferencesStore, 'getRoutingHeader'>,
    @inject(GlobalSettings) private readonly globals: Pick<GlobalSettings, 'recordResponse'>,
    @inject(Clock) private readonly clock: Clock,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(HttpClientSettings) private readonly settings: HttpClientSettings,
    @inject(HandleHttpAnswer) private readonly answers: Pick<HandleHttpAnswer, 'execute'>,
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
    const headers = commonHeaders(
      method,
      { groupMember: this.config.groupMember, fingerprint: this.fingerprint, routing: this.preferences.getRoutingHeader() },
      options,
    );
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
      const text = response?.data;
      const read = responseType === 'json' && options.readJson && typeof text === 'string' ? await options.readJson(text) : undefined;
      const answer = readAnswer(response, options, read);
      const failure = this.answers.execute({ method, url, answer });
      if (failure) throw new HttpFailure(failure);
      return (responseType === 'json' ? answer.data : response?.data) as T;
    }
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
