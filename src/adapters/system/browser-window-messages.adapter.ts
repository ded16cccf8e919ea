import { injectable } from 'inversify';
import type { InboundWindowMessage, WindowMessages } from '../../core/shared/window-messages.port';

/** Accepts a posted message only from this window's own origin and only of an allowed type. */
@injectable()
export class BrowserWindowMessages implements WindowMessages {
  subscribe(allowedTypes: readonly string[], handler: (message: InboundWindowMessage) => void): () => void {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      const type = (data as { type?: unknown }).type;
      if (typeof type !== 'string' || !allowedTypes.includes(type)) return;
      handler({ type, payload: (data as { payload?: unknown }).payload });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }
}
