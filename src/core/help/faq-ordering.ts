import type { CategoryContent, FaqQuestion, FaqQuestionGroup } from './faq';

/**
 * Questions are shown ascending by questionScore (docs/rules/customer-entities.md). Equal scores keep content's
 * order (Array.prototype.sort is stable), so an editor's tie never reshuffles between loads.
 */
export function sortQuestions(questions: readonly FaqQuestion[]): FaqQuestion[] {
  return [...questions].sort((a, b) => a.questionScore - b.questionScore);
}

/** Every group of a category with its questions in score order; groups keep content's order. */
export function orderedGroups(content: CategoryContent): FaqQuestionGroup[] {
  return content.questionGroups.map((group) => ({ groupName: group.groupName, questions: sortQuestions(group.questions) }));
}
