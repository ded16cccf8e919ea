import { ContentFileKinds, type ContentFileKind, type ContentFiles, type ContentMaster } from '../../core/content/content';
import { ContentFailure, ContentFailureMessages } from '../../core/content/content-failure';
import { isFeatureToggle, type FeatureToggle } from '../../core/content/feature-toggles';
import { fieldsOf } from '../http/wire-types';
import { isErrorEntryDto, isFaqEntryDto, isNonEmptyString, isRecord, type ContentMasterDto } from './content.dto';

/**
 * Validates and maps content DTOs. A file whose shape is wrong at the top throws ContentFailure;
 * single entries of the wrong type are dropped (a label used but missing is then reported by the
 * catalogue), so one bad entry cannot take every page down.
 */
export function toContentMaster(answer: unknown): ContentMaster {
  const dto = fieldsOf<ContentMasterDto>(answer);
  if (!dto) throw new ContentFailure(ContentFailureMessages.fragment, { detail: 'master is not an object' });
  const timestamp = typeof dto.timestamp === 'number' ? String(dto.timestamp) : dto.timestamp;
  const masterData = dto.masterData;
  if (!isNonEmptyString(timestamp) || !isRecord(masterData)) {
    throw new ContentFailure(ContentFailureMessages.masterLinks);
  }
  const links = {} as Record<ContentFileKind, string[]>;
  for (const kind of ContentFileKinds) {
    const value = masterData[kind];
    const paths = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (!paths.every(isNonEmptyString) || paths.some(isUnsafePath)) {
      throw new ContentFailure(ContentFailureMessages.masterLinks, { detail: kind });
    }
    links[kind] = paths;
  }
  const fragments: Record<string, string> = {};
  if (isRecord(dto.fragments)) {
    for (const [key, path] of Object.entries(dto.fragments)) {
      if (isNonEmptyString(path) && !isUnsafePath(path)) fragments[key] = path;
    }
  }
  const interstitial = isRecord(dto.interstitialData) ? dto.interstitialData : null;
  return { timestamp, links, fragments, interstitial };
}

export function toContentFile<K extends ContentFileKind>(kind: K, dto: unknown): ContentFiles[K] {
  const fail = (): never => {
    throw new ContentFailure(ContentFailureMessages.fragment, { detail: `${kind} file has the wrong shape` });
  };
  switch (kind) {
    case 'faqs': {
      const list = Array.isArray(dto) ? dto : isRecord(dto) && Array.isArray(dto.faqs) ? dto.faqs : fail();
      return list.filter(isFaqEntryDto).map(({ id, question, answer }) => ({ id, question, answer })) as ContentFiles[K];
    }
    case 'labels':
    case 'assets':
    case 'copy':
      return stringsOf(isRecord(dto) ? dto : fail()) as ContentFiles[K];
    case 'errorCodes': {
      const entries: ContentFiles['errorCodes'] = {};
      for (const [code, entry] of Object.entries(isRecord(dto) ? dto : fail())) {
        if (isErrorEntryDto(entry)) entries[code] = { title: entry.title, message: entry.responsiveMessage ?? entry.message ?? '' };
      }
      return entries as ContentFiles[K];
    }
    case 'featureToggles': {
      const toggles: Partial<Record<FeatureToggle, boolean>> = {};
      for (const [name, on] of Object.entries(isRecord(dto) ? dto : fail())) {
        if (isFeatureToggle(name) && typeof on === 'boolean') toggles[name] = on;
      }
      return toggles as ContentFiles[K];
    }
    default:
      return (isRecord(dto) ? { ...dto } : fail()) as ContentFiles[K];
  }
}

function stringsOf(record: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) if (typeof value === 'string') out[key] = value;
  return out;
}

/** Content paths are relative to the content base: no scheme, host, parent segments or leading slash. */
function isUnsafePath(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/') || path.split(/[\\/]/).includes('..');
}
