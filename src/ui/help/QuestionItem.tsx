import type { ReactNode } from 'react';
import type { FaqQuestion } from '../../core/help/faq';
import { questionDisplay } from '../../core/help/question-text';
import { RichText } from '../shared/RichText';
import { QuestionAction } from './QuestionAction';

/** One question: the question (as text unless its markup is allowed), the sanitised answer, its action. */
export function QuestionItem({ question, headingLevel, children }: { question: FaqQuestion; headingLevel: 2 | 3; children?: ReactNode }) {
  const display = questionDisplay(question.question);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="help-questions__item" data-question-score={question.questionScore}>
      <Heading className="help-questions__question">{display.kind === 'rich' ? <RichText as="span" html={display.html} /> : display.text}</Heading>
      <RichText className="help-questions__answer" html={question.answer} />
      <QuestionAction action={question.action} />
      {children}
    </li>
  );
}
