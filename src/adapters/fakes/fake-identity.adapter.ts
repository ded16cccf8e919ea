import { injectable } from 'inversify';
import { IdentityServiceFailure, type IdentityService } from '../../core/identity/identity-service.port';
import { IdentityErrorCodes, IdentityStepNames, type IdentityStep } from '../../core/identity/identity-step';
import type { AppError } from '../../core/shared/result';
import { DemoPages, DemoTexts, type PasswordPositionName } from './fake-identity-pages';
import { WireAnswers } from './wire-answers';

/** A page's address (absolute, root-relative or relative to the identity base) as a path under the identity base (`/logon/password`). */
const idvPath = (address: string): string => new URL(address.replace(/^\.\//, ''), 'http://demo.invalid/gateway/idv/').pathname.replace(/^\/gateway\/idv(?=\/)/, '');

export interface DemoCustomer {
  username: string;
  tokenType: 'hard' | 'soft' | null;
  kind: 'active' | 'readonly' | 'locked' | 'forceselect';
  /** The three password characters this customer is always asked for. */
  positions: readonly [PasswordPositionName, PasswordPositionName, PasswordPositionName];
}

export const DemoPassword = 'Mercury2024';
export const DemoMemorableAnswer = 'Paddington';
/** The fifth failure in a row locks; the fourth carries a warning. */
export const DemoMaxFailures = 5;

/** The demo bank's customers (README, docs/api/identity.md); scripts/generate-identity-stubs.mjs holds the same table. */
export const DemoCustomers: readonly DemoCustomer[] = [
  { username: 'demo.hardkey', tokenType: 'hard', kind: 'active', positions: ['2nd', '5th', 'last'] },
  { username: 'demo.appkey', tokenType: 'soft', kind: 'active', positions: ['1st', '3rd', 'penultimate'] },
  { username: 'demo.readonly', tokenType: null, kind: 'readonly', positions: ['2nd', '4th', 'last'] },
  { username: 'demo.locked', tokenType: 'hard', kind: 'locked', positions: ['1st', '6th', 'last'] },
  { username: 'demo.forceselect', tokenType: null, kind: 'forceselect', positions: ['3rd', '5th', 'penultimate'] },
  { username: 'demo.history', tokenType: 'hard', kind: 'active', positions: ['2nd', '5th', 'last'] },
  // Logs on in full, but ib-status answers READONLY: every change shows the read-only panel.
  { username: 'demo.limited', tokenType: 'hard', kind: 'active', positions: ['2nd', '5th', 'last'] },
  // 65 on the first day of 2027/28 (savings/senior/applicant-details.json): the over-65s' cash ISA limit; demo.hardkey's accounts otherwise.
  { username: 'demo.senior', tokenType: 'hard', kind: 'active', positions: ['2nd', '5th', 'last'] },
  // No Secure Key: token selection at the level-40 redirect, then the activation flow (demo bank only).
  { username: 'demo.nokey', tokenType: null, kind: 'forceselect', positions: ['1st', '4th', 'last'] },
];
/** What an unknown username is asked for: it must look like any other customer (PSD2 RTS 4(3)(a)). */
export const UnknownCustomerPositions: readonly [PasswordPositionName, PasswordPositionName, PasswordPositionName] = ['2nd', '5th', 'last'];

export function passwordCharacter(password: string, position: PasswordPositionName): string {
  if (position === 'last') return password.charAt(password.length - 1);
  if (position === 'penultimate') return password.charAt(password.length - 2);
  return password.charAt(Number.parseInt(position, 10) - 1);
}

/**
 * The demo bank's identity service in memory: the same customers, the same pages (as parsed steps)
 * and the same lock rule as the WireMock stubs, so use cases and screens can be tested without them.
 * Failures count per username (unknown usernames share one counter, as in WireMock) and reset on a
 * completed log-on; `reset()` is the demo bank's restart.
 */
@injectable()
export class FakeIdentityService implements IdentityService {
  readonly pages: DemoPages;
  readonly wire = new WireAnswers();
  readonly calls: { method: 'start' | 'submit' | 'follow' | 'forceTokenSelection'; target: string; values?: Record<string, string> }[] = [];
  private failures = new Map<string, number>();
  private nextFailure: AppError | null = null;
  private current: string | null = null;

  constructor() {
    this.pages = new DemoPages();
  }

  /** The next call rejects as the real adapter would on a transport failure. */
  failNextWith(error: AppError): void {
    this.nextFailure = error;
  }

  reset(): void {
    this.failures.clear();
    this.current = null;
  }

  async start(): Promise<IdentityStep> {
    this.calls.push({ method: 'start', target: 'logon' });
    return this.answer('GET', '/logon', () => this.pages.username());
  }

  async submit(step: IdentityStep, values: Record<string, string>): Promise<IdentityStep> {
    this.calls.push({ method: 'submit', target: step.name, values: { ...values } });
    const sent = step.form ? { method: step.form.method === 'GET' ? ('GET' as const) : ('POST' as const), path: idvPath(step.form.action || 'logon') } : null;
    return this.answer(sent?.method ?? 'POST', sent?.path ?? null, () => this.submitted(step, values));
  }

  private submitted(step: IdentityStep, values: Record<string, string>): IdentityStep {
    const hiddenValues = Object.fromEntries(step.inputs.filter((i) => i.type === 'hidden').map((i) => [i.name, i.value]));
    const form = { ...hiddenValues, ...values };
    const userid = form.userid ?? this.current ?? '';
    switch (step.name) {
      case IdentityStepNames.username:
      case IdentityStepNames.timedOut:
        this.current = userid;
        return this.pages.password(userid, this.customer(userid)?.positions ?? UnknownCustomerPositions);
      case IdentityStepNames.password:
        return this.checkPassword(userid, form);
      case IdentityStepNames.cam40Redirect:
        return this.cam40(userid);
      case IdentityStepNames.secureToken:
        return this.checkSecurityCode(userid, form);
      case IdentityStepNames.tokenSelection:
        return this.pages.secureToken(userid, form.tokenChoice === 'hard' ? 'hard' : 'soft');
      default:
        return this.pages.unrecognised();
    }
  }

  async follow(href: string): Promise<IdentityStep> {
    this.calls.push({ method: 'follow', target: href });
    return this.answer('GET', idvPath(href), () => this.followed(href));
  }

  private followed(href: string): IdentityStep {
    const url = new URL(href, 'http://demo.invalid');
    const path = url.pathname.replace(/\/+$/, '');
    if (path.endsWith('/logon')) return this.pages.username();
    if (path.endsWith('/logoff')) {
      this.current = null;
      return this.pages.loggedOut();
    }
    if (path.endsWith('/logon/cam40')) return this.cam40(url.searchParams.get('userid') ?? this.current ?? '');
    if (path.endsWith('/force-token-selection')) return this.pages.tokenSelection(this.current ?? '');
    if (path.endsWith('/test/multiple-login')) return this.pages.multipleLogin();
    if (path.endsWith('/test/timed-out')) return this.pages.timedOut();
    return this.pages.unrecognised();
  }

  async forceTokenSelection(): Promise<IdentityStep> {
    this.calls.push({ method: 'forceTokenSelection', target: 'force-token-selection' });
    return this.answer('GET', '/force-token-selection', () => this.pages.tokenSelection(this.current ?? ''));
  }

  failuresOf(username: string): number {
    return this.failures.get(this.counterKey(username)) ?? 0;
  }

  private customer(username: string): DemoCustomer | undefined {
    return DemoCustomers.find((c) => c.username === username);
  }

  private counterKey(username: string): string {
    return this.customer(username) ? username : '(unknown)';
  }

  private isLocked(username: string): boolean {
    return this.customer(username)?.kind === 'locked' || this.failuresOf(username) >= DemoMaxFailures;
  }

  /** Counts a failure; answers with the lock page on the fifth, otherwise with what `retry` builds. */
  private fail(username: string, retry: (warning?: string) => IdentityStep): IdentityStep {
    const key = this.counterKey(username);
    const count = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, count);
    if (count >= DemoMaxFailures) return this.pages.locked();
    return retry(count === DemoMaxFailures - 1 ? DemoTexts.lastTryWarning : undefined);
  }

  private checkPassword(userid: string, form: Record<string, string>): IdentityStep {
    if (this.isLocked(userid)) return this.pages.locked();
    const customer = this.customer(userid);
    const positions = customer?.positions ?? UnknownCustomerPositions;
    const charsOk =
      customer !== undefined &&
      form.keyrcc_password_first === passwordCharacter(DemoPassword, positions[0]) &&
      form.keyrcc_password_second === passwordCharacter(DemoPassword, positions[1]) &&
      form.keyrcc_password_third === passwordCharacter(DemoPassword, positions[2]);
    const answerOk = (form.memorableAnswer ?? '').toLowerCase() === DemoMemorableAnswer.toLowerCase();
    if (!customer || !charsOk || !answerOk) {
      return this.fail(userid, (warning) =>
        this.pages.password(userid, positions, [{ code: IdentityErrorCodes.detailsMismatch, message: DemoTexts.detailsMismatch }], warning),
      );
    }
    if (customer.kind === 'readonly') return this.pages.readOnly(userid);
    return this.pages.cam40Redirect(userid, customer.tokenType ?? undefined);
  }

  private cam40(userid: string): IdentityStep {
    const customer = this.customer(userid);
    if (!customer || customer.kind === 'forceselect' || !customer.tokenType) return this.pages.tokenSelection(userid);
    return this.pages.secureToken(userid, customer.tokenType);
  }

  private checkSecurityCode(userid: string, form: Record<string, string>): IdentityStep {
    if (this.isLocked(userid)) return this.pages.locked();
    const tokenType = this.customer(userid)?.tokenType ?? 'soft';
    const code = form.idv_OtpCredential ?? '';
    const answerOk = (form.memorableAnswer ?? '').toLowerCase() === DemoMemorableAnswer.toLowerCase();
    if (!answerOk) {
      return this.fail(userid, (warning) =>
        this.pages.secureToken(userid, tokenType, [{ code: IdentityErrorCodes.detailsMismatch, message: DemoTexts.detailsMismatch }], warning),
      );
    }
    if (!/^\d{6}$/.test(code) || code === '000000') {
      return this.fail(userid, (warning) =>
        this.pages.secureToken(
          userid,
          tokenType,
          [{ code: IdentityErrorCodes.securityCodeIncorrect, message: DemoTexts.securityCodeIncorrect, field: 'idv_OtpCredential' }],
          warning,
        ),
      );
    }
    this.failures.delete(this.counterKey(userid));
    return this.pages.logonComplete(userid, tokenType);
  }

  /**
   * The page the identity service answers with, recorded as a page of the document's operation
   * (method and path under /gateway/idv: HTML, so only the operation and status are checked), or the
   * forced failure, recorded as the error envelope it stands for. The demo bank's test pages
   * (`/test/...`) are outside the document and not recorded, nor is a step with no form (nothing is sent).
   */
  private answer(method: 'GET' | 'POST', path: string | null, page: () => IdentityStep): IdentityStep {
    const recorded = path !== null && !path.startsWith('/test/');
    if (this.nextFailure) {
      const error = this.nextFailure;
      this.nextFailure = null;
      if (recorded) this.wire.recordFailure(method, path, error, { base: 'idv' });
      throw new IdentityServiceFailure(error);
    }
    if (recorded) this.wire.recordPage(method, path, 'idv');
    return page();
  }
}
