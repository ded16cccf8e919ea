/**
 * A hub's FAQ file as content serves it (docs/api/help.md): `GET {contentBase}/help/{hub}.json`.
 * Field names are spec 02 section 3's.
 */
export interface FaqActionDto {
  type?: unknown;
  value?: unknown;
  ctaText?: unknown;
  ctaLabel?: unknown;
}

export interface FaqQuestionDto {
  question?: unknown;
  answer?: unknown;
  questionScore?: unknown;
  action?: FaqActionDto | null;
}

export interface CategoryContentDto {
  questionGroups?: unknown;
  messageGroup?: unknown;
}

export interface TabDto {
  categorySlug?: unknown;
  categoryName?: unknown;
  categoryText?: unknown;
  categoryIcon?: { selected?: unknown; unselected?: unknown } | null;
  subCategory?: unknown;
  productTypes?: unknown;
}

export interface HubFileDto {
  tabData: unknown[];
  contentData: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top level only: a file without tabData and contentData is not a hub file at all. */
export function isHubFile(value: unknown): value is HubFileDto {
  return isObject(value) && Array.isArray(value.tabData) && isObject(value.contentData);
}

export { isObject };
