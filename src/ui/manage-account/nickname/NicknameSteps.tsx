import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ChangeAccountNickname } from '../../../core/account-nickname/change-account-nickname.use-case';
import { readNickname } from '../../../core/account-nickname/nickname-rules';
import { failurePanel } from '../../../core/shell/failure-panel';
import { balancesPath } from '../../../core/shell/start-route';
import { useInjection } from '../../di/container-context';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { useJourney } from '../../journey/journey-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { accountPath } from '../../shared/accounts/account-paths';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';
import { useAccountNicknames } from '../../shared/account-nickname/use-account-nicknames';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { Loader } from '../../shared/Loader';
import { SubmitForm } from '../../shared/SubmitForm';
import { TextField } from '../../shared/TextField';
import { ReauthenticationField } from '../../signing/ReauthenticationField';
import { ReauthenticationFieldState } from '../../signing/reauthentication-field.state';
import type { NicknameStore } from './NicknameJourney';

const nicknameId = 'account-nickname';

/**
 * The form: the nickname as typed is kept in the journey's state, never cleared; the rule's message
 * (core's readNickname) shows in the error summary and beside the field.
 */
export const NicknameDetailsStep = observer(function NicknameDetailsStep() {
  const journey = useJourney<NicknameStore>();
  const go = useJourneyNavigate();
  const index = useAccountIndex();
  const [tried, setTried] = useState(false);
  const { accountName, current, typed } = journey.details;
  const reading = readNickname(typed);
  const message = tried && !reading.ok ? reading.message : null;
  const submit = () => {
    setTried(true);
    if (!reading.ok) {
      journey.noteFailedSubmit();
      return;
    }
    const next = journey.pass('details');
    journey.beginReview({ accountId: journey.details.accountId, nickname: reading.nickname });
    go(next);
  };
  return (
    <JourneyStep step="details">
      <ErrorSummary errors={message ? [{ fieldId: nicknameId, message }] : []} focusKey={journey.failedSubmits} />
      <p>
        <Link to={accountPath(index, 'manage-account')}>Back to Manage account</Link>
      </p>
      <h1>{current ? 'Change the nickname' : 'Give this account a nickname'}</h1>
      <p>
        {accountName}
        {current ? ` is called ${current} on Balances.` : ' has no nickname yet.'}
      </p>
      <SubmitForm onSend={submit}>
        <TextField
          id={nicknameId}
          label="Nickname"
          hint="Up to 20 letters, numbers, spaces, hyphens and apostrophes. It shows on Balances above the account's name."
          autoComplete="off"
          spellCheck={false}
          value={typed}
          error={message}
          onChange={(value) => journey.update({ typed: value })}
        />
        <div className="button-group">
          <Button type="submit">Continue</Button>
        </div>
      </SubmitForm>
    </JourneyStep>
  );
});

/** The check: the account and its new nickname, the code after 0004, then the outcome. */
export const NicknameConfirmStep = observer(function NicknameConfirmStep() {
  const journey = useJourney<NicknameStore>();
  const go = useJourneyNavigate();
  const index = useAccountIndex();
  const change = useInjection(ChangeAccountNickname);
  const { accountId, accountName, typed } = journey.details;
  const reading = readNickname(typed);
  const nickname = reading.ok ? reading.nickname : typed;
  const state = journey.confirmState;
  // After 0004 the kit's field: the next press sends the code under the same key.
  const [field] = useState(() => new ReauthenticationFieldState());
  const asked = journey.asksForReauthenticationCode;
  const confirm = async () => {
    const result = await journey.confirm((key, codes) => change.execute({ accountId, nickname }, key, codes), asked ? { codes: field.take() } : {});
    field.noteResult(result, asked);
  };
  if (state.kind === 'accepted') {
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
  return (
    <JourneyStep step="confirm">
      <ErrorSummary errors={field.summary(asked)} focusKey={field.failures} />
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
      <ReauthenticationField field={field} asked={asked && state.kind !== 'unknown'} disabled={journey.sending} />
      {state.kind === 'refused' && !(asked && field.message) ? (
        <FailurePanelView panel={{ ...failurePanel({ code: state.code }), ...(state.message ? { message: state.message } : {}) }} headingLevel={2} />
      ) : null}
      {state.kind === 'unknown' ? (
        <LostAnswerNotice subject="change of nickname" retrying={journey.sending} onRetry={() => void confirm()}>
          <NicknameNow accountId={accountId} />
        </LostAnswerNotice>
      ) : (
        <div className="button-group">
          <ConfirmButton sending={journey.sending} onConfirm={() => void confirm()}>
            Confirm nickname
          </ConfirmButton>
          <Button variant="secondary" onClick={() => go('details')}>
            Change it
          </Button>
        </div>
      )}
    </JourneyStep>
  );
});

/** After a lost answer: the nickname the bank holds now, read afresh. */
const NicknameNow = observer(function NicknameNow({ accountId }: { accountId: string }) {
  const nicknames = useAccountNicknames();
  if (!nicknames) return null;
  if (nicknames.error) return <p>We could not look up the account&apos;s nickname just now ({nicknames.error.code}).</p>;
  if (!nicknames.held) return <Loader size={24} label="Looking up the account's nickname" />;
  const now = nicknames.nicknameOf(accountId);
  return <p>The bank now holds: {now ? <strong>{now}</strong> : 'no nickname'}.</p>;
});
