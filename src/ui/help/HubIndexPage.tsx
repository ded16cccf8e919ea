import { memo, useDeferredValue, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { FaqCategory, HubId } from '../../core/help/faq';
import { hubTitles } from '../../core/help/faq-action';
import { Icon } from '../shared/Icon';
import { hubPaths, useHub } from './hub-context';
import { HubSearch } from './HubSearch';

const intros: Record<HubId, string> = {
  travel: "Answers to help you bank abroad: before you go, while you're away and if something goes wrong.",
  security: 'How to spot a scam, look after your Secure Key and keep your account safe.',
};

/** Categories under their sub-category headings, in content's order; those without one first. */
function bySubCategory(categories: readonly FaqCategory[]): [string | null, FaqCategory[]][] {
  const groups = new Map<string | null, FaqCategory[]>();
  for (const category of categories) {
    const list = groups.get(category.subCategory) ?? [];
    list.push(category);
    groups.set(category.subCategory, list);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : 0));
}

/** /travel and /security: the search box, then either the results or the hub's categories. */
export const HubIndexPage = observer(function HubIndexPage() {
  const { hub, vm } = useHub();
  // The results follow the box a render behind: React paints each key first, then works out and draws
  // the results in a render it may interrupt for the next key (HubSearch; INP).
  const query = useDeferredValue(vm.query);
  const content = vm.content;
  const results = useMemo(() => (content ? vm.resultsFor(query) : { query: '', hits: [] }), [vm, content, query]);
  return (
    <>
      <h1>{hubTitles[hub]}</h1>
      <p>{intros[hub]}</p>
      <HubSearch results={results} />
      {results.query ? null : <Topics hub={hub} categories={content?.tabData ?? noCategories} />}
    </>
  );
});

const noCategories: readonly FaqCategory[] = [];

/** The hub's categories under their sub-category headings (drawn again only when they change). */
const Topics = memo(function Topics({ hub, categories }: { hub: HubId; categories: readonly FaqCategory[] }) {
  return (
    <>
      <h2>Choose a topic</h2>
      {bySubCategory(categories).map(([subCategory, list]) => (
        <section key={subCategory ?? ''} aria-label={subCategory ?? 'Topics'}>
          {subCategory ? <h3 className="help__sub-category">{subCategory}</h3> : null}
          <ul className="help-categories">
            {list.map((category) => (
              <li key={category.categorySlug} className="help-categories__item">
                <Icon name={category.categoryIcon.unselected} size={32} />
                <div>
                  <Link to={hubPaths.category(hub, category.categorySlug)} className="help-categories__link">
                    {category.categoryName}
                  </Link>
                  <p className="help-categories__text">{category.categoryText}</p>
                  {category.productTypes.length > 0 ? (
                    <p className="help-categories__products">For: {category.productTypes.map(productTypeName).join(', ')}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
});

/** 'credit-card' → 'credit card': content's product type codes as words. */
const productTypeName = (code: string) => code.replace(/[-_]+/g, ' ').toLowerCase();
