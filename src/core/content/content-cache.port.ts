import type { ContentBundle } from './content';

/** Browser storage for the loaded content, versioned by the master's timestamp. */
export const ContentCachePort = Symbol('ContentCachePort');
export interface ContentCachePort {
  /** The cached bundle, or null when nothing (usable) is stored. */
  read(): ContentBundle | null;
  /** Stores the bundle; a full or unavailable storage simply keeps nothing. */
  write(bundle: ContentBundle): void;
}
