/**
 * A hub's FAQ file as content serves it (docs/api/help.md): `GET {contentBase}/help/{hub}.json`,
 * generated from openapi/bank.yaml: a field the document does not have does not
 * compile. Field names are docs/rules/customer-entities.md's. The mapper reads each part through `fieldsOf<...Dto>`.
 */
import { fieldsOf, type ItemOf, type Schemas, type Unchecked } from '../http/wire-types';

export type HubFileDto = Schemas['HelpHubFile'];
export type TabDto = Schemas['HelpCategory'];
export type CategoryIconDto = TabDto['categoryIcon'];
export type CategoryContentDto = Schemas['HelpCategoryContent'];
export type QuestionGroupDto = ItemOf<CategoryContentDto['questionGroups']>;
export type MessageGroupDto = NonNullable<CategoryContentDto['messageGroup']>;
export type FaqQuestionDto = Schemas['HelpQuestion'];
export type FaqActionDto = NonNullable<FaqQuestionDto['action']>;

/** The top level only: a file without tabData and contentData is not a hub file at all. */
export function hubFileOf(value: unknown): { tabData: unknown[]; contentData: Unchecked<Record<string, unknown>> } | null {
  const file = fieldsOf<HubFileDto>(value);
  const contentData = fieldsOf<Record<string, unknown>>(file?.contentData);
  return file && Array.isArray(file.tabData) && contentData ? { tabData: file.tabData, contentData } : null;
}
