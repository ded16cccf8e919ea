import type { ErrorEntry } from '../../core/shell/error-by-code';

/** The summary splash (docs/rules/log-on-screens.md): an interstitial shown over the Balances home. */
export interface SplashContent {
  title: string;
  paragraphs: string[];
}

/**
 * What the accounts screens read from content: whether it has loaded (accounts wait for it, spec 01
 * section 4), labels by key and the summary splash. Narrow on purpose so the screens do not depend on
 * the content store's shape; composition binds it to whatever holds the content.
 */
export const AccountsContent = Symbol('AccountsContent');
export interface AccountsContent {
  readonly loaded: boolean;
  label(key: string): string | null;
  /** The content's title and message for an error code (fd_code already replaced), or null. */
  errorEntry(code: string): ErrorEntry | null;
  splash(name: 'summary'): SplashContent | null;
}

/** A splash entry of content ({ title, paragraphs[] }, or a single body), or null when it has no title. */
export function splashFrom(entry: unknown): SplashContent | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { title, body, paragraphs } = entry as { title?: unknown; body?: unknown; paragraphs?: unknown };
  if (typeof title !== 'string' || !title.trim()) return null;
  const texts = Array.isArray(paragraphs)
    ? paragraphs.filter((p): p is string => typeof p === 'string')
    : typeof body === 'string'
      ? [body]
      : [];
  return { title, paragraphs: texts };
}
