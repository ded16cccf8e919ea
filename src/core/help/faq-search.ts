import { sortQuestions } from './faq-ordering';
import type { FaqCategory, FaqQuestion, HubContent } from './faq';

/**
 * Text as search compares it: compatibility forms folded and accents removed (ﬁ → fi, ① → 1,
 * é → e: compatibility decomposition, then the combining marks dropped), case folded in full
 * (ß and ẞ → ss, as Unicode case folding does), runs of white space made one space.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en-GB')
    .replace(/ß/g, 'ss')
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

/** The words of a text as search sees them: letters and digits, split at anything else. */
export function searchWords(text: string): string[] {
  return searchable(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * The hub's questions in which every word of the query starts a word of the question or answer
 * (accent- and case-insensitive): 'pin' finds 'PIN' and 'PINs' but not 'keeping'. In tab order,
 * then score order within a category. Markup in answers is not searched (answerText), so 'strong'
 * does not find every bold answer.
 */
export function searchHub(hub: HubContent, rawQuery: string): SearchResults {
  const query = searchable(rawQuery);
  const words = searchWords(rawQuery);
  if (words.length === 0) return { query: '', hits: [] };
  const hits: SearchHit[] = [];
  for (const category of hub.tabData) {
    const content = hub.contentData[category.categorySlug];
    if (!content) continue;
    const questions = sortQuestions(content.questionGroups.flatMap((g) => g.questions));
    for (const question of questions) {
      const haystack = [...searchWords(question.question), ...searchWords(question.answerText)];
      if (words.every((word) => haystack.some((w) => w.startsWith(word)))) hits.push({ category, question });
    }
  }
  return { query, hits };
}

/** What the results say about their number ('1 result', '3 results'); none has its own sentence. */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'} found`;
}
