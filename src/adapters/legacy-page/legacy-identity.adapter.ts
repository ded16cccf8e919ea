import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { inject, injectable } from 'inversify';
import { AppConfig } from '../../core/shared/app-config';
import { Constants } from '../../core/shared/constants';
import { ErrorCodes, genericPanelMessage } from '../../core/shared/error-codes';
import { IdentityServiceFailure, type IdentityService } from '../../core/identity/identity-service.port';
import type { IdentityStep } from '../../core/identity/identity-step';
import { HttpHeaders } from '../http/http-client-settings';
import { deviceFingerprint } from '../http/device-fingerprint';
import { parseLegacyPage } from './legacy-page.parser';

/** Waits before the 2nd and 3rd try of a GET: "3 tries" means 2 retries. */
const getRetryDelaysMs = [300, 900] as const;

/**
 * The legacy identity service over HTTP: fetches its pages and submits its forms exactly as the page
 * says (action address, GET or POST, url-encoded), then hands the HTML to the pure parser. Its own
 * axios instance: the pages are HTML, not the JSON envelope the HttpClient judges.
 *
 * A GET is tried up to 3 times on a network failure, 5xx or 429. A POST is sent once and never
 * retried: a log-on attempt counts towards the lock. Page-level errors (LOG_0008, a lock ...) are
 * pages, so they resolve; only transport failures reject, with IdentityServiceFailure (FD999T when
 * no answer came, FD001T otherwise).
 */
@injectable()
export class LegacyIdentityAdapter implements IdentityService {
  private readonly http: AxiosInstance;
  private readonly base: string;
  /** Scheme and host of an absolute identity base; empty when the base is a path on the app's own origin. */
  private readonly origin: string;

  constructor(@inject(AppConfig) config: Pick<AppConfig, 'identityBase' | 'groupMember'>) {
    this.base = config.identityBase.replace(/\/+$/, '');
    this.origin = /^https?:\/\/[^/]+/i.exec(this.base)?.[0] ?? '';
    this.http = axios.create({
      timeout: Constants.apiTimeoutMs,
      responseType: 'text',
      // The body stays the raw page; axios must not try JSON on it.
      transformResponse: [(data: unknown) => data],
      // The session cookie is the identity service's own; it travels on the app's origin (proxy).
      withCredentials: true,
      headers: {
        Accept: 'text/html, */*',
        // The common headers of every call (spec 01 section 7; docs/api/http.md).
        [HttpHeaders.channel]: 'WEB',
        [HttpHeaders.locale]: 'en_GB',
        [HttpHeaders.country]: 'GB',
        [HttpHeaders.groupMember]: config.groupMember,
        [HttpHeaders.technology]: '2G',
        [HttpHeaders.userPreferences]: deviceFingerprint(),
        [HttpHeaders.tokenType]: 'SESSION_TOKEN',
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
      },
    });
  }

  start(): Promise<IdentityStep> {
    return this.get(`${this.base}/logon`);
  }

  submit(step: IdentityStep, values: Record<string, string>): Promise<IdentityStep> {
    if (!step.form) return Promise.reject(failure(ErrorCodes.generic));
    const body = new URLSearchParams();
    for (const input of step.inputs) if (input.type === 'hidden' && !(input.name in values)) body.append(input.name, input.value);
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    const url = this.resolve(step.form.action || `${this.base}/logon`);
    if (step.form.method === 'GET') {
      const target = new URL(url, 'http://same-origin.invalid');
      for (const [name, value] of body) target.searchParams.append(name, value);
      return this.get(/^https?:\/\//i.test(url) ? target.toString() : `${target.pathname}${target.search}`);
    }
    return this.post(url, body);
  }

  follow(href: string): Promise<IdentityStep> {
    return this.get(this.resolve(href));
  }

  forceTokenSelection(): Promise<IdentityStep> {
    return this.get(`${this.base}/force-token-selection`);
  }

  /**
   * Page addresses may be absolute, root-relative (on the identity base's host) or relative to the
   * identity base itself, so the same pages serve every environment's proxy base.
   */
  private resolve(address: string): string {
    if (/^https?:\/\//i.test(address)) return address;
    if (address.startsWith('/')) return `${this.origin}${address}`;
    return `${this.base}/${address.replace(/^\.\//, '')}`;
  }

  private async get(url: string): Promise<IdentityStep> {
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await this.send(() => this.http.get<string>(url));
      const retryable = outcome.kind === 'no-response' || outcome.status >= 500 || outcome.status === 429;
      const delay = getRetryDelaysMs[attempt];
      if (!retryable || delay === undefined) return settle(outcome);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  private async post(url: string, body: URLSearchParams): Promise<IdentityStep> {
    const outcome = await this.send(() =>
      this.http.post<string>(url, body.toString(), { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
    );
    return settle(outcome);
  }

  private async send(call: () => Promise<AxiosResponse<string>>): Promise<Outcome> {
    try {
      const response = await call();
      return { kind: 'response', status: response.status, body: typeof response.data === 'string' ? response.data : '' };
    } catch (error) {
      if (axios.isAxiosError(error) && error.response) {
        const data: unknown = error.response.data;
        return { kind: 'response', status: error.response.status, body: typeof data === 'string' ? data : '' };
      }
      if (axios.isAxiosError(error)) return { kind: 'no-response' };
      throw failure(ErrorCodes.generic);
    }
  }
}

type Outcome = { kind: 'response'; status: number; body: string } | { kind: 'no-response' };

function settle(outcome: Outcome): IdentityStep {
  if (outcome.kind === 'no-response') throw failure(ErrorCodes.connection);
  if (outcome.status < 200 || outcome.status >= 300) throw failure(ErrorCodes.generic, outcome.status);
  return parseLegacyPage(outcome.body);
}

function failure(code: string, status?: number): IdentityServiceFailure {
  return new IdentityServiceFailure({ code, description: genericPanelMessage(code), ...(status !== undefined ? { status } : {}) });
}
