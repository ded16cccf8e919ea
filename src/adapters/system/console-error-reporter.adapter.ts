import { injectable } from 'inversify';
import type { ErrorReporter } from '../../core/shared/error-reporter.port';
import { maskPersonalData } from '../../core/shared/mask-personal-data';

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
 * Masks and queues reports for the monitoring agent. Customer names known to the session are masked
 * too: the session sets them through `setCustomerNames` once the customer is known.
 */
@injectable()
export class BrowserErrorReporter implements ErrorReporter {
  private names: string[] = [];

  setCustomerNames(names: readonly string[]): void {
    this.names = [...names];
  }

  report(error: ErrorReport): void {
    const mask = (s: string) => maskPersonalData(s, this.names);
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
