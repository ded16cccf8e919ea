import { observer } from 'mobx-react-lite';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { hubTitles } from '../../core/help/faq-action';
import { orderedGroups } from '../../core/help/faq-ordering';
import { encodeMessageSubject } from '../../core/help/message-route';
import { contentUnavailableMessage } from '../../core/shared/error-codes';
import { Icon } from '../shared/Icon';
import { hubPaths, useHub } from './hub-context';
import { QuestionItem } from './QuestionItem';

/**
 * /{hub}/info/{categorySlug}: the hub's topics as tabs (links; the current one marked and drawn with
 * its selected icon), then the category's question groups, questions in score order, and, where the
 * category has a messageGroup, the way to write to the bank. An unknown slug goes to not-found.
 */
export const CategoryPage = observer(function CategoryPage() {
  const { hub, vm } = useHub();
  const { categorySlug = '' } = useParams();
  const sendNotAllowed = (useLocation().state as { sendNotAllowed?: boolean } | null)?.sendNotAllowed === true;
  const tabs = vm.content?.tabData ?? [];
  const category = tabs.find((c) => c.categorySlug === categorySlug);
  if (!category) return <Navigate to="/not-found" replace />;
  const content = vm.content?.contentData[categorySlug];
  const groups = content ? orderedGroups(content) : [];
  const message = content?.messageGroup ?? null;

  return (
    <>
      <p className="help__back">
        <Link to={hubPaths.index(hub)}>{hubTitles[hub]}</Link>
      </p>
      <nav aria-label={`Topics in the ${hubTitles[hub].toLowerCase()}`}>
        <ul className="help-tabs">
          {tabs.map((tab) => {
            const current = tab.categorySlug === categorySlug;
            return (
              <li key={tab.categorySlug}>
                <Link to={hubPaths.category(hub, tab.categorySlug)} className={`help-tabs__tab${current ? ' help-tabs__tab--current' : ''}`} aria-current={current ? 'page' : undefined}>
                  <Icon name={current ? tab.categoryIcon.selected : tab.categoryIcon.unselected} />
                  <span>{tab.categoryName}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <h1>{category.categoryName}</h1>
      {sendNotAllowed ? (
        <p className="notice" role="status">
          Sorry, you cannot send us a secure message at the moment. Please call us instead.
        </p>
      ) : null}
      <p>{category.categoryText}</p>
      {groups.length === 0 ? <p className="notice">{contentUnavailableMessage}</p> : null}
      {groups.map((group, index) => (
        <section key={`${group.groupName}-${index}`} aria-labelledby={`help-group-${index}`}>
          <h2 id={`help-group-${index}`}>{group.groupName || 'Questions'}</h2>
          <ul className="help-questions">
            {group.questions.map((question, position) => (
              <QuestionItem key={`${question.questionScore}-${position}`} question={question} headingLevel={3} />
            ))}
          </ul>
        </section>
      ))}
      {message ? (
        <section aria-labelledby="help-message" className="help-message">
          <h2 id="help-message">Still need help?</h2>
          {message.messageText ? <p>{message.messageText}</p> : null}
          <p>
            <Link to={hubPaths.message(hub, categorySlug, encodeMessageSubject(message))} state={{ returnPath: hubPaths.category(hub, categorySlug) }}>
              Send us a message<span className="visually-hidden">{`: ${message.messageSubject}`}</span>
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
});
