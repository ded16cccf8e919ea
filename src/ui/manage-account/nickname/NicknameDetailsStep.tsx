import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { readNickname } from '../../../core/account-nickname/nickname-rules';
import { useJourney } from '../../journey/journey-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { accountPath } from '../../shared/accounts/account-paths';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { SubmitForm } from '../../shared/SubmitForm';
import { TextField } from '../../shared/TextField';
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
