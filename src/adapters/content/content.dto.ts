/**
 * What the content service sends (docs/api/content.md), generated from openapi/bank.yaml: a field the document does not have does not compile. Hand-written guards: the content is
 * edited by people in a CMS, so every file is checked before the app relies on it.
 */
import { fieldsOf, type Schemas } from '../http/wire-types';

/** `GET {contentBase}/master.json?ts=<epoch ms>`: linked files per kind, fragments by content key. */
export type ContentMasterDto = Schemas['GetContentMasterJsonAnswer'];
/** An errorCodes entry: either name of the message is accepted (the CMS calls it the responsive message). */
export type ErrorEntryDto = Schemas['ContentErrorEntry'];
export type FaqEntryDto = Schemas['ContentFaqEntry'];

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function isErrorEntryDto(value: unknown): value is ErrorEntryDto {
  const entry = fieldsOf<ErrorEntryDto>(value);
  return !!entry && typeof entry.title === 'string' && (typeof entry.message === 'string' || typeof entry.responsiveMessage === 'string');
}

export function isFaqEntryDto(value: unknown): value is FaqEntryDto {
  const entry = fieldsOf<FaqEntryDto>(value);
  return !!entry && isNonEmptyString(entry.id) && isNonEmptyString(entry.question) && typeof entry.answer === 'string';
}
