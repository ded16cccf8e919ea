/**
 * The gateway's session calls (docs/rules/calls.md). Answers are already read into these shapes by the
 * adapter; the rules about what they mean (timeout, log-off reason) are in core.
 */
export interface SessionCheckAnswer {
  /** The answer header's statusCode: '0000' success, 'SSCHK' skip, 'DSPSMM' mismatch, 'E001' error. */
  statusCode: string;
  /** Codes of the header's errorMsg list, in order (e.g. '0014' multiple login). */
  errorCodes: string[];
}

/** Status codes of a session still alive: success, and SSCHK (the server asks us to skip this check). */
export const liveSessionStatusCodes: readonly string[] = ['0000', 'SSCHK'];

export const SessionApi = Symbol('SessionApi');
export interface SessionApi {
  /**
   * GET session check. Resolves with the answer even when it reports a session error; rejects (with
   * an error from the catalogue) only when no usable answer arrived.
   */
  check(): Promise<SessionCheckAnswer>;
  /** GET keep-alive, for sessions below CAM30. Rejects when it failed. */
  keepAlive(): Promise<void>;
  /** GET log-off. Rejects when it failed. */
  logOff(): Promise<void>;
  /** POST a fraud event ({eventCode}); never rejects: errors are ignored (docs/rules/calls.md). */
  fraudEvent(eventCode: string): Promise<void>;
}
