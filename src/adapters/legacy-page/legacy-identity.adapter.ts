import { inject, injectable } from 'inversify';
import { AppConfig } from '../../core/shared/app-config';
import { ErrorCodes, genericPanelMessage } from '../../core/shared/error-codes';
import { IdentityServiceFailure, type IdentityService } from '../../core/identity/identity-service.port';
import type { IdentityStep } from '../../core/identity/identity-step';
import { HttpClient, HttpFailure, type RequestOptions } from '../http/http-client';
import { parseLegacyPage } from './legacy-page.parser';

/** FDIDVERR001 'client error' (docs/rules/error-catalogue.md): a page asked us to send something elsewhere. */
export const identityClientErrorCode = 'FDIDVERR001';

/**
 * The pages are HTML: the body comes back as text for the parser. The service's own "Sorry we cannot
 * action your request" pages are pages like any other: the parser classifies them (general error, or
 * complete on the offline reset security step), so the HTTP client must not act on that wording.
 */
const pageOptions: RequestOptions = { responseType: 'text', acceptServiceUnavailableText: true };

/**
 * The legacy identity service: fetches its pages and submits its forms exactly as the page says
 * (action address, GET or POST, url-encoded), then hands the HTML to the pure parser. Every call goes
 * through the one HttpClient, so the common headers, the retry rule (GET only, 3 tries), the
 * Idempotency-Key on a POST, the correlation id and the failure handling are the same as any other
 * call's; a POST is never sent twice (a log-on attempt counts towards the lock).
 *
 * A page can only send us to the identity service's own origin: a form action or link anywhere else
 * is refused with FDIDVERR001 before anything is sent, so a tampered page cannot make the app post
 * what the customer typed to another host. Page-level errors (LOG_0008, a lock ...) are pages, so
 * they resolve; only transport failures reject, with IdentityServiceFailure (FD999T when no answer
 * came, FD001T otherwise).
 */
@injectable()
export class LegacyIdentityAdapter implements IdentityService {
  private readonly base: string;

  constructor(
    @inject(HttpClient) private readonly http: Pick<HttpClient, 'get' | 'post'>,
    @inject(AppConfig) config: Pick<AppConfig, 'identityBase'>,
  ) {
    this.base = config.identityBase.replace(/\/+$/, '');
  }

  start(): Promise<IdentityStep> {
    return this.get(`${this.base}/logon`);
  }

  submit(step: IdentityStep, values: Record<string, string>, idempotencyKey?: string): Promise<IdentityStep> {
    if (!step.form) return Promise.reject(failure(ErrorCodes.generic));
    const body = new URLSearchParams();
    for (const input of step.inputs) if (input.type === 'hidden' && !(input.name in values)) body.append(input.name, input.value);
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    const target = this.target(step.form.action || `${this.base}/logon`);
    if (!target) return Promise.reject(failure(identityClientErrorCode));
    if (step.form.method === 'GET') {
      for (const [name, value] of body) target.searchParams.append(name, value);
      return this.get(this.address(target));
    }
    return this.post(this.address(target), body, idempotencyKey);
  }

  follow(href: string): Promise<IdentityStep> {
    const target = this.target(href);
    if (!target) return Promise.reject(failure(identityClientErrorCode));
    return this.get(this.address(target));
  }

  forceTokenSelection(): Promise<IdentityStep> {
    return this.get(`${this.base}/force-token-selection`);
  }

  /**
   * Where a page's address points, or null when that is not the identity service's origin. Addresses
   * may be absolute, root-relative (on the identity base's host) or relative to the identity base
   * itself, so the same pages serve every environment's proxy base.
   */
  private target(address: string): URL | null {
    const base = new URL(`${this.base}/`, pageAddress());
    let url: URL;
    try {
      url = new URL(address.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(address) ? address : address.replace(/^\.\//, ''), base);
    } catch {
      return null;
    }
    return url.origin === base.origin && /^https?:$/.test(url.protocol) ? url : null;
  }

  /** An identity base given as a path stays a path (the app's own origin, through its proxy). */
  private address(url: URL): string {
    return /^https?:\/\//i.test(this.base) ? url.toString() : `${url.pathname}${url.search}`;
  }

  private get(url: string): Promise<IdentityStep> {
    return this.page(this.http.get<string>(url, pageOptions));
  }

  private post(url: string, body: URLSearchParams, idempotencyKey?: string): Promise<IdentityStep> {
    return this.page(
      this.http.post<string>(url, body.toString(), {
        ...pageOptions,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        ...(idempotencyKey ? { idempotencyKey } : {}),
      }),
    );
  }

  private async page(call: Promise<string>): Promise<IdentityStep> {
    let html: string;
    try {
      html = await call;
    } catch (error) {
      throw error instanceof HttpFailure ? new IdentityServiceFailure(error.error) : failure(ErrorCodes.generic);
    }
    return this.parse(typeof html === 'string' ? html : '');
  }

  /** The page's reading; the identity flows add their rules (adapters/identity-flows). */
  protected parse(html: string): IdentityStep {
    return parseLegacyPage(html);
  }
}

/** The address of the app's page, against which a path-only identity base is resolved. */
function pageAddress(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href;
}

function failure(code: string): IdentityServiceFailure {
  return new IdentityServiceFailure({ code, description: genericPanelMessage(code) });
}
