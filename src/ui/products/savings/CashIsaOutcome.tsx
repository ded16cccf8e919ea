import { failurePanel } from '../../../core/shell/failure-panel';
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate } from 'react-router-dom';
import { AccountsStatePort } from '../../../core/accounts/accounts-state.port';
import { formatMoney } from '../../../core/accounts/money';
import { ApplyForCashIsa } from '../../../core/products/savings/savings.use-cases';
import { balancesPath } from '../../../core/shell/start-route';
import { useInjection, useOptionalInjection } from '../../di/container-context';
import { useJourney } from '../../journey/journey-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { ReauthenticationField } from '../../signing/ReauthenticationField';
import { useReauthentication } from '../../signing/use-reauthentication';
import { accountLabel, CheckAnswers } from './SavingsParts';
import { ApplyOnceDocumentsGiven, ConfirmationEnd, OpenedAccountFacts } from './savings-outcome-parts';
import { type Store, useFrame, applicationOf } from './cash-isa-parts';
import { isTaxYearChanged, taxYearChangedWords } from '../../../core/products/savings/cash-isa.rules';
import { Button } from '../../shared/Button';

/** review: GOV.UK 'Check your answers', then the application is sent once under the review's key. */
export const CashIsaReview = observer(function CashIsaReview() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { offer, figures, vm } = useFrame();
  const apply = useInjection(ApplyForCashIsa);
  const accounts = useOptionalInjection<AccountsStatePort>(AccountsStatePort);
  const [paidInNow, setPaidInNow] = useState<number | null>(null);
  // The tax year the application sent declared for (the page may show a later one once the year turns).
  const [declaredFor, setDeclaredFor] = useState<string | null>(null);
  // The figures as the review was first shown: after a lost answer, what the bank lists now is compared with them.
  const [before] = useState(figures.paidIn);
  const application = applicationOf(journey.details, offer, figures.left, figures.taxYear.label);
  const state = journey.confirmState;
  const reauthentication = useReauthentication(journey);
  if (!application) return <Navigate to="../apply" replace />;
  const from = offer.accounts.find((acc) => acc.id === application.fromAccountId);
  const confirm = async () => {
    setDeclaredFor(application.taxYear);
    const result = await journey.confirm((key, codes) => apply.execute(application, key, codes), reauthentication.pressOptions());
    reauthentication.note(result);
    if (result.kind === 'accepted' || result.kind === 'unknown') accounts?.reset();
    if (result.kind === 'accepted') go(journey.pass('review'));
    else if (result.kind === 'unknown') {
      const now = await vm.paidInNow();
      setPaidInNow(now);
    }
  };
  const change = (hidden: string) => (journey.frozen ? undefined : { to: `../apply?change=review`, hidden });
  return (
    <JourneyStep step="review">
      <ErrorSummary errors={reauthentication.summary} focusKey={reauthentication.field.failures} />
      <h1>Check your answers before applying</h1>
      <CheckAnswers
        rows={[
          { key: 'product', label: 'Account', value: `${offer.product.name}, ${offer.product.aer}% AER ${offer.product.rateType}` },
          { key: 'ni', label: 'National Insurance number', value: application.nationalInsuranceNumber, change: change('National Insurance number') },
          { key: 'deposit', label: 'First deposit', value: formatMoney(application.firstDeposit), change: change('first deposit') },
          { key: 'from', label: 'Paid from', value: from ? accountLabel(from) : application.fromAccountId, change: change('account it is paid from') },
          { key: 'year', label: 'First tax year', value: figures.taxYear.label },
          { key: 'declaration', label: 'ISA declaration and authorisation', value: 'Made', change: change('ISA declaration and authorisation') },
          { key: 'fscs', label: 'FSCS information sheet', value: 'Received and read', change: change('FSCS information sheet') },
        ]}
      />
      <ReauthenticationField field={reauthentication.field} asked={reauthentication.asked && state.kind !== 'unknown'} disabled={journey.sending} />
      {state.kind === 'refused' && !isTaxYearChanged(state.code) && !reauthentication.refusalSaidInField ? (
        <FailurePanelView panel={{ ...failurePanel({ code: state.code }), ...(state.message ? { message: state.message } : {}) }} headingLevel={2} />
      ) : null}
      {state.kind === 'refused' && isTaxYearChanged(state.code) ? (
        <TaxYearChanged
          declaredTaxYear={declaredFor ?? application.taxYear}
          onDeclareAgain={() => {
            // The declaration was for the old year: it is made again. The allowance needs no new call: the
            // standing names the year it counts, and a count of another year is not this year's (allowanceFigures).
            journey.update({ declaration: false });
            go('apply');
          }}
        />
      ) : state.kind === 'unknown' ? (
        <LostAnswerNotice subject="application" mayHave="been received" retrying={journey.sending} onRetry={() => void confirm()}>
          {paidInNow === null ? (
            <p>Asking the bank what it lists now…</p>
          ) : paidInNow > before ? (
            <p>
              The bank now lists {formatMoney(paidInNow)} paid in with us this tax year (it was {formatMoney(before)}): your application has been received. See it on{' '}
              <Link to={balancesPath}>Balances</Link>.
            </p>
          ) : (
            <p>The bank still lists {formatMoney(paidInNow)} paid in with us this tax year: it does not list your new Cash ISA yet.</p>
          )}
        </LostAnswerNotice>
      ) : (
        <ApplyOnceDocumentsGiven
          documents={vm.documents}
          onRetry={vm.reloadDocuments}
          label="Apply for this Cash ISA"
          sending={journey.sending}
          onApply={() => void confirm()}
          onBack={() => go('apply')}
        />
      )}
    </JourneyStep>
  );
});

/** The bank booked a later tax year than the one declared: nothing was opened; the way back is the declaration. */
function TaxYearChanged({ declaredTaxYear, onDeclareAgain }: { declaredTaxYear: string; onDeclareAgain: () => void }) {
  const words = taxYearChangedWords(declaredTaxYear);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to what changed, so a screen-reader user hears why Apply is gone.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="sv-tax-year-changed" aria-labelledby="tax-year-changed">
      <h2 id="tax-year-changed" tabIndex={-1} ref={heading}>
        {words.heading}
      </h2>
      {words.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <div className="button-group">
        <Button onClick={onDeclareAgain}>{words.action}</Button>
      </div>
    </section>
  );
}

/** complete: the new account, the first deposit, what happens next (GOV.UK confirmation page). */
export const CashIsaComplete = observer(function CashIsaComplete() {
  const journey = useJourney<Store>();
  const { figures } = useFrame();
  const state = journey.confirmState;
  if (state.kind !== 'accepted') return <JourneyStep step="complete">{null}</JourneyStep>;
  const opened = state.outcome;
  return (
    <JourneyStep step="complete">
      <OpenedAccountFacts title="Your Cash ISA is open" opened={opened} more={[['First deposit', formatMoney(opened.firstDeposit)]]} />
      <h2>What happens next</h2>
      <ul>
        <li>Your Cash ISA is on Balances now, with your first deposit in it.</li>
        <li>Your first deposit counts towards your {figures.taxYear.label} ISA allowance.</li>
        <li>We will send your welcome letter and the account's terms to your inbox within 2 working days.</li>
      </ul>
      <ConfirmationEnd />
    </JourneyStep>
  );
});
