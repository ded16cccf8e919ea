/**
 * Global settings of docs/rules/log-on-state.md 'Other': the server's date and the session correlation id
 * taken from every response, and how screen readers are told about live updates.
 */
export type AriaLiveMode = 'polite' | 'assertive' | 'off';

export const GlobalSettings = Symbol('GlobalSettings');
export interface GlobalSettings {
  /** The Date header of the latest response (as sent, an HTTP date), or null before any response. */
  readonly serverDate: string | null;
  /** The session correlation id of the latest response that carried one. */
  readonly correlationId: string | null;
  readonly ariaLiveMode: AriaLiveMode;
  /** Keeps what a response carried; a missing value leaves the previous one in place. */
  recordResponse(values: { serverDate?: string | null; correlationId?: string | null }): void;
  setAriaLiveMode(mode: AriaLiveMode): void;
}
