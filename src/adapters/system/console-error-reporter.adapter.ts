import { inject, injectable } from 'inversify';
import type { ErrorReporter } from '../../core/shared/error-reporter.port';
import { maskPersonalData } from '../../core/shared/mask-personal-data';
import { PreferencesStore } from '../../core/shared/preferences.port';
import { SessionStatePort } from '../../core/session/auth-state';
import { customerNames } from '../../core/session/customer-names';

export interface ErrorReport {
  code: string;
  message: string;
  context?: Record<string, string>;
}

declare global {
  interface Window {
    /** The monitoring agent collects from here; every entry is already masked. */
    bankErrorReports?: ErrorReport[];
  }
}

/**
 * Masks and queues reports for the monitoring agent: every digit, and the customer's names as the
 * session knows them at the moment of the report (read then, so no caller has to keep them up to date).
 */
@injectable()
export class BrowserErrorReporter implements ErrorReporter {
  constructor(
    @inject(SessionStatePort) private readonly session: Pick<SessionStatePort, 'state'>,
    @inject(PreferencesStore) private readonly preferences: Pick<PreferencesStore, 'getRememberedUsername'>,
  ) {}

  report(error: ErrorReport): void {
    const names = customerNames(this.session.state, this.preferences.getRememberedUsername());
    const mask = (s: string) => maskPersonalData(s, names);
    const masked: ErrorReport = {
      code: error.code,
      message: mask(error.message),
      context: error.context
        ? Object.fromEntries(Object.entries(error.context).map(([k, v]) => [k, mask(v)]))
        : undefined,
    };
    (window.bankErrorReports ??= []).push(masked);
    console.warn(`[report] ${masked.code}: ${masked.message}`);
  }
}
