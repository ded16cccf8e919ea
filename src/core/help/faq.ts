/**
 * The help hubs' FAQ data (docs/rules/customer-entities.md, 'FAQ data'): a hub's tabs (tabData) and, per category,
 * its question groups and the optional message group that offers to write to the bank.
 */
export type HubId = 'travel' | 'security';

export const HubIds: readonly HubId[] = ['travel', 'security'];

export const isHubId = (value: string): value is HubId => (HubIds as readonly string[]).includes(value);

export type FaqActionType = 'navigate' | 'link' | 'popout';

/** What a question offers after its answer: an in-app route, an address, or a content key for a popout. */
export interface FaqAction {
  type: FaqActionType;
  value: string;
  /** The visible call to action ('Report a lost card'). */
  ctaText: string;
  /** More words for a screen reader, after ctaText (may be empty). */
  ctaLabel: string;
}

export interface FaqQuestion {
  question: string;
  /** Rich text (HTML), shown only through the sanitiser. */
  answer: string;
  /** The answer without markup, for search. */
  answerText: string;
  questionScore: number;
  action: FaqAction | null;
}

export interface FaqQuestionGroup {
  groupName: string;
  questions: FaqQuestion[];
}

export interface MessageGroup {
  messageText: string;
  messageLabel: string;
  messageSubject: string;
}

export interface CategoryIcon {
  selected: string;
  unselected: string;
}

/** One tab of a hub (tabData). */
export interface FaqCategory {
  categorySlug: string;
  categoryName: string;
  categoryText: string;
  categoryIcon: CategoryIcon;
  /** Where the category applies only to some customers; empty: everyone. */
  subCategory: string | null;
  productTypes: readonly string[];
}

/** A category's content (contentData). */
export interface CategoryContent {
  questionGroups: FaqQuestionGroup[];
  messageGroup: MessageGroup | null;
}

export interface HubContent {
  hub: HubId;
  tabData: FaqCategory[];
  contentData: Readonly<Record<string, CategoryContent>>;
}
