import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useParams } from 'react-router-dom';
import { isCreditCard } from '../../core/accounts/category';
import type { RequestJournal } from '../../core/never-twice/request-journal';
import type { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import { useViewModel } from '../di/container-context';
import { accountPath } from '../shared/accounts/account-paths';
import { AccountViewModel } from '../shared/accounts/account/account.view-model';
import { useAccountIndex } from '../shared/accounts/account/use-account-index';
import { JourneyLayout } from '../journey/JourneyLayout';
import { journeyScopes, rememberedIn } from '../journey/journey-scopes';
import { JourneyStore } from '../journey/journey.store';
import { MessageFormContext } from '../shared/messages/message-form';
import { formsIn } from './manage-account-forms';
import '../shared/inbox/inbox.css';
import '../shared/messages/messages.css';

const trackerLabels = { details: 'Your details', review: 'Check', confirm: 'Sent' };

/** A new flow of one manage-account form: details → review → confirm, remembered as a manage-account request. */
export function manageAccountFlow(keys: IdempotencyKeys, outcomes: RequestJournal, initial: Record<string, string>): JourneyStore<Record<string, string>> {
  return new JourneyStore({ steps: ['details', 'review', 'confirm'], initial, keys, journal: rememberedIn(outcomes, journeyScopes.manageAccount) });
}

/**
 * /summary/{accountIndex}/manage-account/{categorySlug}/message/{formId}[/{formStage}]: one form as a
 * journey (details → review → confirm) for this account.
 */
export const ManageAccountJourney = observer(function ManageAccountJourney() {
  const vm = useViewModel(AccountViewModel);
  const index = useAccountIndex();
  const { categorySlug = '', formId = '' } = useParams();
  const account = vm.account(index);
  const base = accountPath(index, 'manage-account');
  const form = account ? formsIn(categorySlug, isCreditCard(account.summary)).find((f) => f.formId === formId) : undefined;
  const value = useMemo(
    () => (form ? { form: { ...form, done: { path: base, label: 'Back to Manage account' } } } : null),
    [form, base],
  );
  if (!account || !form || !value) return <Navigate to={base} replace />;
  return (
    <MessageFormContext.Provider value={value}>
      <JourneyLayout
        key={`${index}/${formId}`}
        create={(keys, outcomes) => manageAccountFlow(keys, outcomes, { ...form.initial, accountId: account.id })}
        confirms={{ subject: form.subject }}
        trackerLabels={trackerLabels}
      />
    </MessageFormContext.Provider>
  );
});
