import { injectable } from 'inversify';
import { initialAuthState, type AuthState, type SessionStatePort } from '../../core/session/auth-state';
import type { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import type { FeatureToggle } from '../../core/content/feature-toggles';
import type { SessionApi, SessionCheckAnswer } from '../../core/session/session-api.port';
import type { AppError } from '../../core/shared/result';
import { SessionPaths } from '../session/http-session.adapter';
import { toSessionCheckAnswer } from '../session/session-check.mapper';
import { WireAnswers, type WireSchemas } from './wire-answers';

/** A plain (not observable) auth state for core tests. */
export class FakeSessionState implements SessionStatePort {
  state: AuthState = { ...initialAuthState };
  update(patch: Partial<AuthState>): void {
    this.state = { ...this.state, ...patch };
  }
  reset(): void {
    this.state = { ...initialAuthState };
  }
}

type Answer<T> = { value: T } | { failure: AppError };

const ok = { statusCode: '0000', errorMsg: [] };

/**
 * The gateway's session calls in memory: every call is counted, answers are set per call kind. By
 * default the session is alive and every call succeeds. Each answer is the gateway's JSON (typed by
 * openapi/bank.yaml), recorded in `wire` and read by the HTTP adapter's mapper; a forced failure is
 * recorded as the error envelope it stands for (docs/api/fakes.md).
 */
@injectable()
export class FakeSessionApi implements SessionApi {
  readonly wire = new WireAnswers();
  readonly calls: ('check' | 'keepAlive' | 'logOff' | 'fraudEvent')[] = [];
  readonly fraudEvents: string[] = [];
  private checkAnswer: Answer<SessionCheckAnswer> = { value: { statusCode: '0000', errorCodes: [] } };
  private keepAliveAnswer: Answer<void> = { value: undefined };
  private logOffAnswer: Answer<void> = { value: undefined };

  /** What the next and later checks answer. */
  answerCheckWith(answer: SessionCheckAnswer): this {
    this.checkAnswer = { value: answer };
    return this;
  }
  failCheckWith(failure: AppError): this {
    this.checkAnswer = { failure };
    return this;
  }
  failKeepAliveWith(failure: AppError): this {
    this.keepAliveAnswer = { failure };
    return this;
  }
  failLogOffWith(failure: AppError): this {
    this.logOffAnswer = { failure };
    return this;
  }

  count(kind: FakeSessionApi['calls'][number]): number {
    return this.calls.filter((c) => c === kind).length;
  }

  check(): Promise<SessionCheckAnswer> {
    this.calls.push('check');
    if ('failure' in this.checkAnswer) return this.fail('GET', SessionPaths.check, this.checkAnswer.failure);
    const { statusCode, errorCodes } = this.checkAnswer.value;
    const errorMsg = errorCodes.map((code) => ({ code, desc: code }));
    // An E001 answer is the gateway's error envelope (0014, logged on twice); any other status is the live answer's header.
    const answer: WireSchemas['GetSessionCheckAnswer'] | WireSchemas['ErrorEnvelope'] =
      statusCode === 'E001' && errorMsg.length > 0
        ? { header: { statusCode: 'E001', errorMsg: [errorMsg[0]!, ...errorMsg.slice(1)] }, body: null }
        : { header: { statusCode, errorMsg }, body: {} };
    return Promise.resolve(toSessionCheckAnswer(this.wire.record('GET', SessionPaths.check, answer)));
  }
  keepAlive(): Promise<void> {
    this.calls.push('keepAlive');
    if ('failure' in this.keepAliveAnswer) return this.fail('GET', SessionPaths.keepAlive, this.keepAliveAnswer.failure);
    const answer: WireSchemas['EmptyOkEnvelope'] = { header: { statusCode: '0000', errorMsg: [] }, body: {} };
    this.wire.record('GET', SessionPaths.keepAlive, answer);
    return Promise.resolve();
  }
  logOff(): Promise<void> {
    this.calls.push('logOff');
    if ('failure' in this.logOffAnswer) return this.fail('GET', SessionPaths.logOff, this.logOffAnswer.failure);
    const answer: WireSchemas['GetSessionLogoffAnswer'] = { header: ok, body: { loggedOff: true } };
    this.wire.record('GET', SessionPaths.logOff, answer);
    return Promise.resolve();
  }
  fraudEvent(eventCode: string): Promise<void> {
    this.calls.push('fraudEvent');
    this.fraudEvents.push(eventCode);
    const answer: WireSchemas['EmptyOkEnvelope'] = { header: { statusCode: '0000', errorMsg: [] }, body: {} };
    this.wire.record('POST', SessionPaths.fraudEvents, answer);
    return Promise.resolve();
  }

  private fail(method: 'GET', path: string, failure: AppError): Promise<never> {
    this.wire.recordFailure(method, path, failure);
    const error = Object.assign(new Error(`${failure.code}: ${failure.description}`), { error: failure });
    return Promise.reject(error);
  }
}

/** Feature toggles set by hand; every toggle is on unless switched off. */
@injectable()
export class FakeFeatureToggles implements FeatureTogglesPort {
  private readonly off = new Set<string>();
  set(name: FeatureToggle, on: boolean): this {
    if (on) this.off.delete(name);
    else this.off.add(name);
    return this;
  }
  isEnabled(name: FeatureToggle): boolean {
    return !this.off.has(name);
  }
}

