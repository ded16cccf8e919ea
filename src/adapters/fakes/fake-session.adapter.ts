import { injectable } from 'inversify';
import { initialAuthState, type AuthState, type SessionStatePort } from '../../core/session/auth-state';
import type { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import type { FeatureToggle } from '../../core/content/feature-toggles';
import type { SessionApi, SessionCheckAnswer } from '../../core/session/session-api.port';
import type { AppError } from '../../core/shared/result';

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

/**
 * The gateway's session calls in memory: every call is counted, answers are set per call kind. By
 * default the session is alive and every call succeeds.
 */
@injectable()
export class FakeSessionApi implements SessionApi {
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
    return settle(this.checkAnswer);
  }
  keepAlive(): Promise<void> {
    this.calls.push('keepAlive');
    return settle(this.keepAliveAnswer);
  }
  logOff(): Promise<void> {
    this.calls.push('logOff');
    return settle(this.logOffAnswer);
  }
  fraudEvent(eventCode: string): Promise<void> {
    this.calls.push('fraudEvent');
    this.fraudEvents.push(eventCode);
    return Promise.resolve();
  }
}

function settle<T>(answer: Answer<T>): Promise<T> {
  if ('failure' in answer) {
    const error = Object.assign(new Error(`${answer.failure.code}: ${answer.failure.description}`), { error: answer.failure });
    return Promise.reject(error);
  }
  return Promise.resolve(answer.value);
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

