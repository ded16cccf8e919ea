/**
 * What the content service sends (docs/api/content.md). Hand-written guards: the content is edited
 * by people in a CMS, so every file is checked before the app relies on it.
 */

/** `GET {contentBase}/master.json?ts=<epoch ms>` */
export interface ContentMasterDto {
  timestamp: string | number;
  /** Linked files per kind: one path or a list (relative to the content base). */
  masterData: Record<string, string | string[]>;
  /** HTML fragments by content key (aemKey) → path. */
  fragments?: Record<string, string>;
  interstitialData?: Record<string, unknown>;
}

export interface ErrorEntryDto {
  title: string;
  /** Either name is accepted: the CMS calls it the responsive message. */
  message?: string;
  responsiveMessage?: string;
}

export interface FaqEntryDto {
  id: string;
  question: string;
  answer: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function isErrorEntryDto(value: unknown): value is ErrorEntryDto {
  return (
    isRecord(value) &&
    typeof value.title === 'string' &&
    (typeof value.message === 'string' || typeof value.responsiveMessage === 'string')
  );
}

export function isFaqEntryDto(value: unknown): value is FaqEntryDto {
  return isRecord(value) && isNonEmptyString(value.id) && isNonEmptyString(value.question) && typeof value.answer === 'string';
}
