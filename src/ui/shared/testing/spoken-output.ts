import { Virtual } from '@guidepup/virtual-screen-reader';
import { act } from '@testing-library/react';

/**
 * Test support (never imported by the app): a virtual screen reader listening to the page, for the
 * spoken-output specs (docs/accessibility.md). It hears what a screen reader would say on its own:
 * where focus lands (with the dialog it is in) and what a live region (aria-live, role alert or
 * status) announces. `heard()` returns the phrases since the last call, in order, so a spec reads
 * as a transcript of each step.
 */
export interface Listener {
  /** The phrases spoken since the last `heard()` (or since listening began). */
  heard(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function listen(container: Node = document.body): Promise<Listener> {
  const reader = new Virtual();
  await reader.start({ container });
  // Starting speaks 'document' and moves the reader's cursor there: not part of any step.
  await reader.clearSpokenPhraseLog();
  let seen = 0;
  return {
    async heard() {
      // Focus and live-region phrases are recorded a tick after the DOM changes.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      const log = await reader.spokenPhraseLog();
      const fresh = log.slice(seen);
      seen = log.length;
      return fresh;
    },
    async stop() {
      await reader.stop();
    },
  };
}
