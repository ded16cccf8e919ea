import type { FaqCategory, FaqQuestion, HubContent } from './faq';

/** Builders for the help rules' specs. */
export const question = (text: string, score: number, answerText = ''): FaqQuestion => ({
  question: text,
  answer: `<p>${answerText}</p>`,
  answerText,
  questionScore: score,
  action: null,
});

export const category = (slug: string, name: string): FaqCategory => ({
  categorySlug: slug,
  categoryName: name,
  categoryText: `${name} text`,
  categoryIcon: { selected: 'lock-filled', unselected: 'lock' },
  subCategory: null,
  productTypes: [],
});

export function hubOf(entries: [FaqCategory, FaqQuestion[]][]): HubContent {
  return {
    hub: 'security',
    tabData: entries.map(([c]) => c),
    contentData: Object.fromEntries(entries.map(([c, questions]) => [c.categorySlug, { questionGroups: [{ groupName: 'All', questions }], messageGroup: null }])),
  };
}
