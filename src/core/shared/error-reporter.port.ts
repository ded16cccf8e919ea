/** Reports errors to monitoring. Implementations must pass messages through maskPersonalData first. */
export const ErrorReporter = Symbol('ErrorReporter');
export interface ErrorReporter {
  report(error: { code: string; message: string; context?: Record<string, string> }): void;
}
