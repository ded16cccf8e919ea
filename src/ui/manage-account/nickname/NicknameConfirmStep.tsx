import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ChangeAccountNickname } from '../../../core/account-nickname/change-account-nickname.use-case';
import { readNickname } from '../../../core/account-nickname/nickname-rules';
import { balancesPath } from '../../../core/shell/start-route';
import { useInjection } from '../../di/container-context';
import { useJourney } from '../../journey/journey-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { accountPath } from '../../shared/accounts/account-paths';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';
import { useAccountNicknames } from '../../shared/account-nickname/use-account-nicknames';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { Loader } from '../../shared/Loader';
import { ConfirmWithReauthentication, useReauthenticatedConfirm } from '../../signing/ConfirmWithReauthentication';
import type { NicknameStore } from './NicknameJourney';

/** The check: the account and its new nickname, the code after 0004, then the outcome. */
export const NicknameConfirmStep = observer(function NicknameConfirmStep() {
  const journey = useJourney<NicknameStore>();
  const go = useJourneyNavigate();
  const index = useAccountIndex();
  const change = useInjection(ChangeAccountNickname);
  const { accountId, accountName, typed } = journey.details;
  const reading = readNickname(typed);
  const nickname = reading.ok ? reading.nickname : typed;
  const confirming = useReauthenticatedConfirm(journey, (key, codes) => change.execute({ accountId, nickname }, key, codes));
  if (journey.confirmState.kind === 'accepted') return <NicknameChanged accountName={accountName} nickname={nickname} index={index} />;
  return (
    <JourneyStep step="confirm">
      <ErrorSummary errors={confirming.summary} focusKey={confirming.field.failures} />
      <h1>Check the nickname</h1>
      <dl className="figures">
        <div className="figures__row">
          <dt>Account</dt>
          <dd>{accountName}</dd>
        </div>
        <div className="figures__row">
          <dt>New nickname</dt>
          <dd data-testid="new-nickname">{nickname}</dd>
        </div>
      </dl>
      <ConfirmWithReauthentication confirming={confirming} subject="change of nickname" label="Confirm nickname" back={{ label: 'Change it', onBack: () => go('details') }} now={<NicknameNow accountId={accountId} />} />
    </JourneyStep>
  );
});

/** The outcome: the account's new name, and where it shows. */
function NicknameChanged({ accountName, nickname, index }: { accountName: string; nickname: string; index: number }) {
  return (
    <JourneyStep step="confirm">
      <div className="panel" role="status">
        <h1>Your account&apos;s nickname has been changed</h1>
      </div>
      <p>
        {accountName} is now called <strong>{nickname}</strong> on Balances.
      </p>
      <ul className="link-list">
        <li>
          <Link to={balancesPath}>See it on Balances</Link>
        </li>
        <li>
          <Link to={accountPath(index, 'manage-account')}>Back to Manage account</Link>
        </li>
      </ul>
    </JourneyStep>
  );
}

/** After a lost answer: the nickname the bank holds now, read afresh. */
const NicknameNow = observer(function NicknameNow({ accountId }: { accountId: string }) {
  const nicknames = useAccountNicknames();
  if (!nicknames) return null;
  if (nicknames.error) return <p>We could not look up the account&apos;s nickname just now ({nicknames.error.code}).</p>;
  if (!nicknames.held) return <Loader size={24} label="Looking up the account's nickname" />;
  const now = nicknames.nicknameOf(accountId);
  return <p>The bank now holds: {now ? <strong>{now}</strong> : 'no nickname'}.</p>;
});
