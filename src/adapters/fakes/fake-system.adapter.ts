import { injectable } from 'inversify';
import type { ErrorReporter } from '../../core/shared/error-reporter.port';
import type { PreferencesStore, RoutingHeader, TokenTypeValue } from '../../core/shared/preferences.port';
import { TrackingDefaults, type TrackedEvent, type Tracking, type TrackingContext } from '../../core/shared/tracking.port';
import type { InboundWindowMessage, WindowMessages } from '../../core/shared/window-messages.port';
import { maskPersonalData } from '../../core/shared/mask-personal-data';

@injectable()
export class FakeTracking implements Tracking {
  readonly pages: { name: string; context: TrackingContext }[] = [];
  readonly events: { event: TrackedEvent; context: TrackingContext }[] = [];
  page(name: string, context?: Partial<TrackingContext>): void {
    this.pages.push({ name, context: { ...TrackingDefaults, ...context } });
  }
  event(event: TrackedEvent, context?: Partial<TrackingContext>): void {
    this.events.push({ event, context: { ...TrackingDefaults, ...context } });
  }
}

@injectable()
export class FakeErrorReporter implements ErrorReporter {
  readonly reports: { code: string; message: string }[] = [];
  /** Each report's context, masked, in the order of `reports` (undefined where none was given). */
  readonly contexts: (Record<string, string> | undefined)[] = [];
  report(error: { code: string; message: string; context?: Record<string, string> }): void {
    this.reports.push({ code: error.code, message: maskPersonalData(error.message) });
    this.contexts.push(error.context ? Object.fromEntries(Object.entries(error.context).map(([k, v]) => [k, maskPersonalData(v)])) : undefined);
  }
}

@injectable()
export class InMemoryPreferences implements PreferencesStore {
  rememberedUsername: string | null = null;
  showSkInstructions = true;
  loginUrl: string | null = null;
  tokenType: TokenTypeValue | null = null;
  routingHeader: RoutingHeader | null = null;
  getRememberedUsername() { return this.rememberedUsername; }
  setRememberedUsername(u: string | null) { this.rememberedUsername = u; }
  getShowSkInstructions() { return this.showSkInstructions; }
  setShowSkInstructions(s: boolean) { this.showSkInstructions = s; }
  getLoginUrl() { return this.loginUrl; }
  setLoginUrl(u: string | null) { this.loginUrl = u; }
  getTokenType() { return this.tokenType; }
  setTokenType(t: TokenTypeValue | null) { this.tokenType = t; }
  getRoutingHeader() { return this.routingHeader; }
  setRoutingHeader(v: RoutingHeader | null) { this.routingHeader = v; }
  clearCustomerData() {
    this.loginUrl = null;
    this.tokenType = null;
    this.routingHeader = null;
  }
}

/** Lets a test post a message as if from a given origin. */
@injectable()
export class FakeWindowMessages implements WindowMessages {
  private subscribers: { types: readonly string[]; handler: (m: InboundWindowMessage) => void }[] = [];
  subscribe(allowedTypes: readonly string[], handler: (m: InboundWindowMessage) => void): () => void {
    const entry = { types: allowedTypes, handler };
    this.subscribers.push(entry);
    return () => {
      this.subscribers = this.subscribers.filter((s) => s !== entry);
    };
  }
  post(message: InboundWindowMessage): void {
    for (const s of this.subscribers) if (s.types.includes(message.type)) s.handler(message);
  }
}

@injectable()
export class FakeNavigator {
  readonly visited: string[] = [];
  /** The paths entered with `replace` (no new history entry), in order. */
  readonly replaced: string[] = [];
  readonly left: string[] = [];
  goTo(path: string, options?: { replace?: boolean }): void {
    this.visited.push(path);
    if (options?.replace) this.replaced.push(path);
  }
  leaveTo(url: string): void {
    this.left.push(url);
  }
  get current(): string | undefined {
    return this.visited[this.visited.length - 1];
  }
  /** Each visit is a place of its own (a new history entry), so a customer who left and came back is elsewhere. */
  here(): string {
    return `${this.visited.length} ${this.current ?? ''}`;
  }
}
