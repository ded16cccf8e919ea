import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../core/accounts/calendar-date';
import type { ChangeOutcome } from '../../core/manage-money/change.use-case';
import { ChangeStatementPreferences } from '../../core/my-details/my-details.use-cases';
import {
  StatementPreferenceLabels,
  changesOf,
  nothingChangedMessage,
  type AccountStatementPreference,
  type StatementPreference,
} from '../../core/my-details/statement-preferences';
import { failurePanel } from '../../core/shell/failure-panel';
import { useInjection, useViewModel } from '../di/container-context';
import { useJourney } from '../journey/journey-context';
import { JourneyLayout } from '../journey/JourneyLayout';
import { JourneyStep } from '../journey/JourneyStep';
import { JourneyStore } from '../journey/journey.store';
import { journeyScopes, rememberedIn } from '../journey/journey-scopes';
import type { RequestJournal } from '../../core/never-twice/request-journal';
import type { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import { useJourneyNavigate } from '../journey/use-journey-navigate';
import { Button } from '../shared/Button';
import { ErrorSummary } from '../shared/ErrorSummary';
import { FailurePanelView } from '../shared/FailurePanelView';
import { Loader } from '../shared/Loader';
import { StatementPreferencesViewModel } from './statement-preferences.view-model';
import { ConfirmWithReauthentication, useReauthenticatedConfirm } from '../signing/ConfirmWithReauthentication';
import { SubmitForm } from '../shared/SubmitForm';

interface PreferenceDetails {
  held: readonly AccountStatementPreference[];
  chosen: Readonly<Record<string, StatementPreference>>;
}
type PreferenceStore = JourneyStore<PreferenceDetails, ChangeOutcome>;

/** The journey state of a change of statement preferences; a lost answer is kept for the session. */
export function statementPreferencesFlow(keys: IdempotencyKeys, outcomes: RequestJournal, initial: PreferenceDetails): PreferenceStore {
  return new JourneyStore<PreferenceDetails, ChangeOutcome>({
    steps: ['details', 'confirm'],
    initial,
    keys,
    journal: rememberedIn(outcomes, journeyScopes.statementPreferences),
  });
}

const options: StatementPreference[] = ['online', 'paper-and-online'];
const radioId = (accountId: string, option: StatementPreference) => `pref-${accountId}-${option}`;

/** statement-preferences → confirm (docs/rules/customer-screens.md): loads what the bank holds once, then the journey. */
export const StatementPreferencesJourney = observer(function StatementPreferencesJourney() {
  const vm = useViewModel(StatementPreferencesViewModel);
  useEffect(() => {
    void vm.start();
    return () => vm.dispose();
  }, [vm]);
  if (vm.error) return <FailurePanelView panel={failurePanel(vm.error)} />;
  const held = vm.held;
  if (!held) return <Loader label="Loading your statement preferences" />;
  const chosen = Object.fromEntries(held.map((a) => [a.accountId, a.preference]));
  return (
    <JourneyLayout
      create={(keys, outcomes) => statementPreferencesFlow(keys, outcomes, { held, chosen })}
      confirms={{ subject: 'change of statement preferences' }}
    />
  );
});

/** For each account that has statements: online only, or paper and online. */
export const StatementPreferencesStep = observer(function StatementPreferencesStep() {
  const journey = useJourney<PreferenceStore>();
  const go = useJourneyNavigate();
  const [tried, setTried] = useState(false);
  const { held, chosen } = journey.details;
  const changes = changesOf(held, chosen);
  const first = held[0];
  const errors = tried && changes.length === 0 && first ? [{ fieldId: radioId(first.accountId, chosen[first.accountId] ?? first.preference), message: nothingChangedMessage }] : [];
  const submit = () => {
    setTried(true);
    if (changes.length === 0) {
      journey.noteFailedSubmit();
      return;
    }
    const next = journey.pass('details');
    journey.beginReview(changes);
    go(next);
  };
  return (
    <JourneyStep step="details">
      <ErrorSummary errors={errors} focusKey={journey.failedSubmits} />
      <p>
        <Link to="/my-details">Back to My details</Link>
      </p>
      <h1>Statement preferences</h1>
      <p>Choose how you get statements for each account. Online statements are in My documents as soon as they are ready.</p>
      {held.length === 0 ? <p>None of your accounts has statements.</p> : null}
      <SubmitForm onSend={submit}>
        {held.map((account) => (
          <fieldset className="form-group" key={account.accountId}>
            <legend className="label">
              {account.accountName}
              {account.accountLabel ? <span className="hint"> {account.accountLabel}</span> : null}
            </legend>
            {options.map((option) => (
              <div className="radio" key={option}>
                <input
                  id={radioId(account.accountId, option)}
                  type="radio"
                  name={`pref-${account.accountId}`}
                  value={option}
                  checked={(chosen[account.accountId] ?? account.preference) === option}
                  onChange={() => journey.update({ chosen: { ...chosen, [account.accountId]: option } })}
                />
                <label htmlFor={radioId(account.accountId, option)}>{StatementPreferenceLabels[option]}</label>
              </div>
            ))}
          </fieldset>
        ))}
        <div className="button-group">
          <Button type="submit">Continue</Button>
        </div>
      </SubmitForm>
    </JourneyStep>
  );
});

/** statement-preferences/confirm: what changes and from when, then the outcome. */
export const StatementPreferencesConfirmStep = observer(function StatementPreferencesConfirmStep() {
  const journey = useJourney<PreferenceStore>();
  const go = useJourneyNavigate();
  const change = useInjection(ChangeStatementPreferences);
  const changes = changesOf(journey.details.held, journey.details.chosen);
  const confirming = useReauthenticatedConfirm(journey, (key, codes) => change.execute(changes, key, codes));
  const list = (
    <ul className="md-change-list">
      {changes.map((c) => (
        <li key={c.accountId}>
          <strong>{c.accountName}</strong>: {StatementPreferenceLabels[c.to].toLowerCase()} instead of {StatementPreferenceLabels[c.from].toLowerCase()}, from your
          next statement on {formatLongDate(c.fromDate)}.
        </li>
      ))}
    </ul>
  );
  if (journey.confirmState.kind === 'accepted') {
    return (
      <JourneyStep step="confirm">
        <div className="panel" role="status">
          <h1>Your statement preferences have been changed</h1>
        </div>
        {list}
        <ul className="md-actions">
          <li>
            <Link to="/my-details">Back to My details</Link>
          </li>
          <li>
            <Link to="/my-documents">My documents</Link>
          </li>
        </ul>
      </JourneyStep>
    );
  }
  return (
    <JourneyStep step="confirm">
      <ErrorSummary errors={confirming.summary} focusKey={confirming.field.failures} />
      <h1>Check your statement preferences</h1>
      {list}
      <ConfirmWithReauthentication confirming={confirming} subject="change of statement preferences" label="Confirm" back={{ label: 'Back', onBack: () => go('details') }} now={<CurrentPreferences />} />
    </JourneyStep>
  );
});

/** After a lost answer: the preferences the bank holds now, fetched afresh. */
const CurrentPreferences = observer(function CurrentPreferences() {
  const vm = useViewModel(StatementPreferencesViewModel);
  useEffect(() => {
    void vm.start();
    return () => vm.dispose();
  }, [vm]);
  if (vm.error) return <p>We could not look up your statement preferences just now ({vm.error.code}).</p>;
  if (!vm.held) return <Loader size={24} label="Looking up your statement preferences" />;
  return (
    <ul className="md-change-list" aria-label="What we hold now">
      {vm.held.map((a) => (
        <li key={a.accountId}>
          {a.accountName}: {StatementPreferenceLabels[a.preference].toLowerCase()}
        </li>
      ))}
    </ul>
  );
});
