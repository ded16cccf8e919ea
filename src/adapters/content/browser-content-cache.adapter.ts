import { injectable } from 'inversify';
import { ContentFileKinds, type ContentBundle } from '../../core/content/content';
import type { ContentCachePort } from '../../core/content/content-cache.port';
import { isRecord } from './content.dto';

const storageKey = 'ob.content';

/**
 * Content in localStorage, so the next visit with the same master timestamp needs no files. It holds
 * no customer data. A stored value that no longer has the expected shape counts as nothing stored.
 */
@injectable()
export class BrowserContentCache implements ContentCachePort {
  read(): ContentBundle | null {
    try {
      const raw = window.localStorage.getItem(storageKey);
      if (!raw) return null;
      const value: unknown = JSON.parse(raw);
      return looksLikeBundle(value) ? value : null;
    } catch {
      return null;
    }
  }

  write(bundle: ContentBundle): void {
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(bundle));
    } catch {
      // Quota or privacy mode: the next visit fetches the files again, nothing worse.
      try {
        window.localStorage.removeItem(storageKey);
      } catch {
        /* storage unavailable */
      }
    }
  }
}

function looksLikeBundle(value: unknown): value is ContentBundle {
  if (!isRecord(value) || typeof value.version !== 'string' || !isRecord(value.fragments)) return false;
  return ContentFileKinds.every((kind) => (kind === 'faqs' ? Array.isArray(value.faqs) : isRecord(value[kind])));
}
