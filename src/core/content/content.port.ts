import type { ContentFileKind, ContentFiles, ContentMaster } from './content';

/**
 * Reads the content service. Implementations validate what arrives and throw ContentFailure with a
 * message of docs/rules/error-catalogue.md when a file cannot be loaded or parsed.
 */
export const ContentPort = Symbol('ContentPort');
export interface ContentPort {
  /** The master record, fetched with a timestamp query so no cache in between serves an old one. */
  fetchMaster(timestamp: number): Promise<ContentMaster>;
  /**
   * One linked file, validated for its kind. `version` (the master's timestamp) is part of the
   * address, so a file cached by the browser for a day is never served for a newer master.
   */
  fetchFile<K extends ContentFileKind>(kind: K, path: string, version: string): Promise<ContentFiles[K]>;
  /** One HTML fragment (raw: it is sanitised where it is shown). */
  fetchFragment(path: string): Promise<string>;
}
