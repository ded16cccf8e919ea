import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import type { ChangeOutcome } from '../../../core/manage-money/change.use-case';
import type { RequestJournal } from '../../../core/never-twice/request-journal';
import type { IdempotencyKeys } from '../../../core/shared/idempotency-keys.port';
import { useViewModel } from '../../di/container-context';
import { JourneyLayout } from '../../journey/JourneyLayout';
import { journeyScopes, rememberedIn } from '../../journey/journey-scopes';
import { JourneyStore } from '../../journey/journey.store';
import { accountPath } from '../../shared/accounts/account-paths';
import { AccountViewModel } from '../../shared/accounts/account/account.view-model';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';
import { useAccountNicknames } from '../../shared/account-nickname/use-account-nicknames';
import { Loader } from '../../shared/Loader';

/** The journey's one state: the account, the nickname the bank held when it began, and what is typed. */
export interface NicknameDetails {
  accountId: string;
  accountName: string;
  current: string | null;
  typed: string;
}
export type NicknameStore = JourneyStore<NicknameDetails, ChangeOutcome>;

/** A new flow of giving an account a nickname: the form, then the check with its confirmation and outcome. */
export const nicknameFlow = (keys: IdempotencyKeys, outcomes: RequestJournal, initial: NicknameDetails): NicknameStore =>
  new JourneyStore({ steps: ['details', 'confirm'], initial, keys, journal: rememberedIn(outcomes, journeyScopes.accountNickname) });

/**
 * /summary/{accountIndex}/manage-account/nickname: the account's nickname, changed with a
 * Re-authentication Security Code (docs/ui-features.md "Account nicknames"). The nickname the bank
 * holds is read once, then handed to the journey kit as the store's first state.
 */
export const NicknameJourney = observer(function NicknameJourney() {
  const vm = useViewModel(AccountViewModel);
  const index = useAccountIndex();
  const account = vm.account(index);
  const nicknames = useAccountNicknames();
  if (!account || !nicknames) return <Navigate to={accountPath(index, 'manage-account')} replace />;
  // A list that failed does not stop the change: the form then starts empty.
  if (!nicknames.held && !nicknames.error) return <Loader label="Loading your account's nickname" />;
  const current = nicknames.nicknameOf(account.id);
  return (
    <JourneyLayout
      key={account.id}
      create={(keys, outcomes) => nicknameFlow(keys, outcomes, { accountId: account.id, accountName: account.name, current, typed: current ?? '' })}
      confirms={{ subject: 'change of nickname' }}
    />
  );
});
