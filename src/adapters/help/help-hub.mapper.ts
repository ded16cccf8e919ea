import type { CategoryContent, FaqAction, FaqCategory, FaqQuestion, FaqQuestionGroup, HubContent, HubId, MessageGroup } from '../../core/help/faq';
import { fieldsOf } from '../http/wire-types';
import {
  hubFileOf,
  type CategoryContentDto,
  type CategoryIconDto,
  type FaqActionDto,
  type FaqQuestionDto,
  type MessageGroupDto,
  type QuestionGroupDto,
  type TabDto,
} from './help-hub.dto';
import { parseInertHtml } from '../legacy-page/inert-html';

/** A slug becomes a route segment: lower-case words and hyphens only. */
const slugShape = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const actionTypes = new Set(['navigate', 'link', 'popout']);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const optionalText = (value: unknown): string => (typeof value === 'string' ? value : '');

export class MalformedHubFile extends Error {}

/**
 * Elements whose content a customer never sees on the page: the sanitiser that renders the answer
 * (ui/shared/RichText, DOMPurify) drops them with their content (DOMPurify's FORBID_CONTENTS), so
 * their text is never a search word. Other elements outside the allow-list are
 * unwrapped there and their text shown, so it is indexed here too.
 */
const unseenContent = new Set([
  'annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn', 'mo', 'ms', 'mtext',
  'noembed', 'noframes', 'noscript', 'object', 'embed', 'plaintext', 'script', 'select', 'style', 'svg', 'template',
  'textarea', 'title', 'video', 'xmp',
]);

/**
 * The words of a rich-text answer, for search only (never shown): parsed inert (DOMParser runs no
 * script and loads nothing), every entity decoded, the content a customer never sees removed first;
 * a space before each tag keeps '<p>a</p><p>b</p>' two words. Not DOMPurify itself: under Trusted
 * Types each DOMPurify instance makes a policy named 'dompurify', and a second one is refused (the
 * CSP allows no duplicates), so RichText's instance is the page's only one.
 */
export function answerWords(html: string): string {
  const doc = parseInertHtml(html.replace(/</g, ' <'));
  for (const element of [...doc.body.querySelectorAll('*')]) {
    if (unseenContent.has(element.localName.toLowerCase())) element.remove();
  }
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function toAction(raw: unknown): FaqAction | null {
  const dto = fieldsOf<FaqActionDto>(raw);
  if (!dto || typeof dto.type !== 'string' || !actionTypes.has(dto.type)) return null;
  const value = text(dto.value);
  if (value === null) return null;
  return { type: dto.type as FaqAction['type'], value, ctaText: optionalText(dto.ctaText), ctaLabel: optionalText(dto.ctaLabel) };
}

function toQuestion(raw: unknown): FaqQuestion | null {
  const dto = fieldsOf<FaqQuestionDto>(raw);
  if (!dto) return null;
  const { question, answer, questionScore, action } = dto;
  const q = text(question);
  const a = text(answer);
  if (q === null || a === null || typeof questionScore !== 'number' || !Number.isFinite(questionScore)) return null;
  return { question: q, answer: a, answerText: answerWords(a), questionScore, action: toAction(action) };
}

function toGroup(raw: unknown): FaqQuestionGroup | null {
  const dto = fieldsOf<QuestionGroupDto>(raw);
  if (!dto || !Array.isArray(dto.questions)) return null;
  const questions = dto.questions.map(toQuestion).filter((q): q is FaqQuestion => q !== null);
  return questions.length > 0 ? { groupName: optionalText(dto.groupName), questions } : null;
}

function toMessageGroup(raw: unknown): MessageGroup | null {
  const dto = fieldsOf<MessageGroupDto>(raw);
  if (!dto) return null;
  const messageSubject = text(dto.messageSubject);
  const messageLabel = text(dto.messageLabel);
  if (messageSubject === null || messageLabel === null) return null;
  return { messageSubject, messageLabel, messageText: optionalText(dto.messageText) };
}

function toCategoryContent(raw: unknown): CategoryContent | null {
  const dto = fieldsOf<CategoryContentDto>(raw);
  if (!dto || !Array.isArray(dto.questionGroups)) return null;
  return {
    questionGroups: dto.questionGroups.map(toGroup).filter((g): g is FaqQuestionGroup => g !== null),
    messageGroup: toMessageGroup(dto.messageGroup),
  };
}

function toCategory(raw: unknown): FaqCategory | null {
  const tab = fieldsOf<TabDto>(raw);
  if (!tab) return null;
  const slug = text(tab.categorySlug);
  const name = text(tab.categoryName);
  if (slug === null || !slugShape.test(slug) || name === null) return null;
  const icon = fieldsOf<CategoryIconDto>(tab.categoryIcon) ?? {};
  return {
    categorySlug: slug,
    categoryName: name,
    categoryText: optionalText(tab.categoryText),
    categoryIcon: { selected: optionalText(icon.selected), unselected: optionalText(icon.unselected) },
    subCategory: text(tab.subCategory),
    productTypes: Array.isArray(tab.productTypes) ? tab.productTypes.filter((p): p is string => typeof p === 'string' && p.trim() !== '') : [],
  };
}

/**
 * Content's hub file to the domain. The top level must be a hub file (else MalformedHubFile: the
 * page says content is unavailable). Below it, one entry of the wrong shape is dropped and the rest
 * shown: a question without text or a numeric score, a category whose slug could not be a route
 * segment, a second category with the same slug, an action of an unknown type.
 */
export function toHubContent(hub: HubId, dto: unknown): HubContent {
  const file = hubFileOf(dto);
  if (!file) throw new MalformedHubFile(`The ${hub} hub file has no tabData and contentData`);
  const seen = new Set<string>();
  const tabData: FaqCategory[] = [];
  for (const entry of file.tabData) {
    const category = toCategory(entry);
    if (!category || seen.has(category.categorySlug)) continue;
    seen.add(category.categorySlug);
    tabData.push(category);
  }
  const contentData: Record<string, CategoryContent> = {};
  for (const category of tabData) {
    const content = toCategoryContent(file.contentData[category.categorySlug]);
    if (content) contentData[category.categorySlug] = content;
  }
  return { hub, tabData, contentData };
}
