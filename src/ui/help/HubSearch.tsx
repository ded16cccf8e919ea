import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { hubTitles } from '../../core/help/faq-action';
import { resultCountText } from '../../core/help/faq-search';
import { noSearchResultsMessage } from '../../core/shared/error-codes';
import { hubPaths, useHub } from './hub-context';
import { QuestionItem } from './QuestionItem';

/**
 * The hub's search: filters as the customer types (no button to press; Enter does nothing harmful).
 * The count is a polite live region, so a screen reader hears how many after each pause in typing.
 */
export const HubSearch = observer(function HubSearch() {
  const { hub, vm } = useHub();
  const inputId = useId();
  const { query, hits } = vm.results;
  return (
    <div className="help-search">
      <form role="search" aria-label={`Search the ${hubTitles[hub].toLowerCase()}`} onSubmit={(e) => e.preventDefault()}>
        <label className="label" htmlFor={inputId}>
          Search questions and answers
        </label>
        <input id={inputId} className="input help-search__input" type="search" value={vm.query} onChange={(e) => vm.setQuery(e.target.value)} autoComplete="off" spellCheck={false} />
      </form>
      <p className="help-search__count" role="status">
        {query ? (hits.length > 0 ? resultCountText(hits.length) : noSearchResultsMessage) : ''}
      </p>
      {query && hits.length === 0 ? (
        <p>
          Can&apos;t find what you need? <Link to="/contact-us">Contact us</Link>
        </p>
      ) : null}
      {hits.length > 0 ? <h2>Search results</h2> : null}
      {hits.length > 0 ? (
        <ul className="help-questions" aria-label="Search results">
          {hits.map(({ category, question }) => (
            <QuestionItem key={`${category.categorySlug}:${question.questionScore}`} question={question} headingLevel={3}>
              <p className="help-questions__from">
                From <Link to={hubPaths.category(hub, category.categorySlug)}>{category.categoryName}</Link>
              </p>
            </QuestionItem>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
