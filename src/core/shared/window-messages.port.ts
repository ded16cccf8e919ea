/** Messages posted to this window by other frames or windows (e.g. share dealing, international payments). */
export interface InboundWindowMessage {
  type: string;
  payload?: unknown;
}

export const WindowMessages = Symbol('WindowMessages');
export interface WindowMessages {
  /** Only messages from the app's own origin and of an allowed type reach the handler. Returns unsubscribe. */
  subscribe(allowedTypes: readonly string[], handler: (message: InboundWindowMessage) => void): () => void;
}
