import type { FeatureToggle } from './feature-toggles';

/** The kinds of file the content master links to (docs/rules/calls.md). */
export const ContentFileKinds = [
  'labels',
  'assets',
  'errorCodes',
  'faqs',
  'featureToggles',
  'splash',
  'products',
  'beneficiaries',
  'json',
  'copy',
] as const;
export type ContentFileKind = (typeof ContentFileKinds)[number];

/** The content master record: its version and where everything else is. */
export interface ContentMaster {
  /** The master's timestamp: the version of every cached content file. */
  timestamp: string;
  /** Paths (relative to the content base) of the linked files, several per kind: they are merged in order. */
  links: Record<ContentFileKind, string[]>;
  /** HTML fragments by content key (aemKey) → path. */
  fragments: Record<string, string>;
  /** The interstitial (splash) settings, when the master has them. */
  interstitial: Record<string, unknown> | null;
}

/** An error entry: a title and a (responsive) message, either of which may hold the fd_code placeholder. */
export interface ContentErrorEntry {
  title: string;
  message: string;
}

export interface FaqEntry {
  id: string;
  question: string;
  /** Rich text: shown through the one sanitising component. */
  answer: string;
}

/** What each kind of linked file holds once validated. */
export interface ContentFiles {
  labels: Record<string, string>;
  assets: Record<string, string>;
  errorCodes: Record<string, ContentErrorEntry>;
  faqs: FaqEntry[];
  featureToggles: Partial<Record<FeatureToggle, boolean>>;
  splash: Record<string, unknown>;
  products: Record<string, unknown>;
  beneficiaries: Record<string, unknown>;
  json: Record<string, unknown>;
  copy: Record<string, string>;
}

/** Everything loaded for one version of the master: what is cached in the browser. */
export interface ContentBundle extends ContentFiles {
  version: string;
  fragments: Record<string, string>;
  interstitial: Record<string, unknown> | null;
}

/** Section keys content is also read by (docs/rules/calls.md). */
export type ContentSectionKey = 'assets' | 'labels' | 'errorCodes' | 'features' | 'env';

/** An empty set of files, the starting point of a merge. */
export const emptyContentFiles = (): ContentFiles => ({
  labels: {},
  assets: {},
  errorCodes: {},
  faqs: [],
  featureToggles: {},
  splash: {},
  products: {},
  beneficiaries: {},
  json: {},
  copy: {},
});

/**
 * Merges one linked file into the set. Several files of one kind (e.g. a labels file per area) form
 * one set; a later file's key wins over an earlier one's, FAQ lists are concatenated.
 */
export function mergeContentFile<K extends ContentFileKind>(files: ContentFiles, kind: K, file: ContentFiles[K]): void {
  if (kind === 'faqs') {
    files.faqs = [...files.faqs, ...(file as FaqEntry[])];
    return;
  }
  Object.assign(files[kind] as object, file);
}

/** The fd_code placeholder (bare or in braces) replaced by the code (docs/rules/error-catalogue.md). */
export const replaceFdCode = (text: string, code: string): string =>
  text.replace(/\{\{?\s*fd_code\s*\}?\}|fd_code/g, code);
