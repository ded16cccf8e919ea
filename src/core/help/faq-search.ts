import { sortQuestions } from './faq-ordering';
import type { FaqCategory, FaqQuestion, HubContent } from './faq';

/**
 * Text as search compares it: accents removed (é → e, via canonical decomposition, then the
 * combining marks dropped), case folded, runs of white space made one space.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en-GB')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SearchHit {
  category: FaqCategory;
  question: FaqQuestion;
}

export interface SearchResults {
  /** The query as compared; empty: no search (show the categories). */
  query: string;
  hits: SearchHit[];
}

/**
 * The hub's questions whose question or answer contains every word of the query (accent- and
 * case-insensitive), in tab order, then score order within a category. Markup in answers is not
 * searched (answerText), so 'strong' does not find every bold answer.
 */
export function searchHub(hub: HubContent, rawQuery: string): SearchResults {
  const query = searchable(rawQuery);
  if (!query) return { query, hits: [] };
  const words = query.split(' ');
  const hits: SearchHit[] = [];
  for (const category of hub.tabData) {
    const content = hub.contentData[category.categorySlug];
    if (!content) continue;
    const questions = sortQuestions(content.questionGroups.flatMap((g) => g.questions));
    for (const question of questions) {
      const haystack = `${searchable(question.question)} ${searchable(question.answerText)}`;
      if (words.every((word) => haystack.includes(word))) hits.push({ category, question });
    }
  }
  return { query, hits };
}

/** What the results say about their number ('1 result', '3 results'); none has its own sentence. */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'} found`;
}
