import { memo, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { hubTitles } from '../../core/help/faq-action';
import type { HubId } from '../../core/help/faq';
import { resultCountText, type SearchHit, type SearchResults } from '../../core/help/faq-search';
import { noSearchResultsMessage } from '../../core/shared/error-codes';
import { hubPaths, useHub } from './hub-context';
import { QuestionItem } from './QuestionItem';

/**
 * The hub's search: filters as the customer types (no button to press; Enter does nothing harmful).
 * The count is a polite live region, so a screen reader hears how many after each pause in typing.
 * The box is the view model's query; `results` are for the query the page shows, which trails the box
 * while React works the results out (HubIndexPage's useDeferredValue): a key is painted in the box at
 * once, and the list (each answer's rich text) is drawn after it (INP ≤ 200 ms).
 */
export const HubSearch = observer(function HubSearch({ results }: { results: SearchResults }) {
  const { hub, vm } = useHub();
  const inputId = useId();
  const { query, hits } = results;
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
      <SearchResultList hub={hub} hits={hits} />
    </div>
  );
});

/** The results; the same hits (a key typed, the results not yet worked out) draw nothing again. */
const SearchResultList = memo(function SearchResultList({ hub, hits }: { hub: HubId; hits: readonly SearchHit[] }) {
  if (hits.length === 0) return null;
  return (
    <>
      <h2>Search results</h2>
      <ul className="help-questions" aria-label="Search results">
        {hits.map(({ category, question }) => (
          <QuestionItem key={`${category.categorySlug}:${question.questionScore}`} question={question} headingLevel={3}>
            <p className="help-questions__from">
              From <Link to={hubPaths.category(hub, category.categorySlug)}>{category.categoryName}</Link>
            </p>
          </QuestionItem>
        ))}
      </ul>
    </>
  );
});
