import { observer } from 'mobx-react-lite';
import { Link, Navigate, useParams } from 'react-router-dom';
import { isCreditCard } from '../../core/accounts/category';
import { useViewModel } from '../di/container-context';
import { accountPath } from '../shared/accounts/account-paths';
import { AccountViewModel } from '../shared/accounts/account/account.view-model';
import { useAccountIndex } from '../shared/accounts/account/use-account-index';
import { categories, formsIn } from './manage-account-forms';

/** /summary/{accountIndex}/manage-account/{categorySlug}: the forms of one category for this account. */
export const CategoryPage = observer(function CategoryPage() {
  const vm = useViewModel(AccountViewModel);
  const index = useAccountIndex();
  const slug = useParams().categorySlug ?? '';
  const account = vm.account(index);
  const category = categories.find((c) => c.slug === slug);
  const base = accountPath(index, 'manage-account');
  const forms = formsIn(slug, account !== null && isCreditCard(account.summary));
  if (!category || forms.length === 0) return <Navigate to={base} replace />;
  return (
    <div className="manage-account">
      <h1>{category.title}</h1>
      <p>{category.text}</p>
      <ul className="link-list">
        {forms.map((f) => (
          <li key={f.formId}>
            <Link to={`${base}/${slug}/message/${f.formId}`}>{f.title}</Link>
            <p className="hint">{f.intro}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={base}>Back to Manage account</Link>
      </p>
    </div>
  );
});
