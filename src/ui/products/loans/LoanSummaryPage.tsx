import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../core/accounts/money';
import { formatRate } from '../../../core/products/lending/rate';
import { agreeBlockedReason, employmentLabel, LoanMessages, purposeLabel } from '../../../core/products/loans/loan-rules';
import { dailyInterest, withdrawalText } from '../../../core/products/lending/withdrawal';
import type { LoanSummary } from '../../../core/products/loans/personal-loan';
import { useViewModel } from '../../di/container-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { ProductLoad } from '../ProductLoad';
import { PdfView } from '../../shared/my-documents/PdfView';
import { PdfDownload } from '../../shared/my-documents/AgreementPdf';
import { Button } from '../../shared/Button';
import { Checkbox } from '../../shared/Checkbox';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { consentGiven, consentPatch, useLoanApplicationStep } from './loan-journey';
import { LoanSummaryViewModel } from './loan-summary.view-model';
import { SubmitForm } from '../../shared/SubmitForm';

const agreeId = 'loan-agree';
const secciTitle = 'Pre-contract credit information';

type Row = readonly [label: string, value: string, change: string];

function rowsOf(s: LoanSummary): Row[] {
  const q = s.quote;
  const d = s.customerDetails;
  return [
    ['Amount', formatMoney(q.amount), '../loan'],
    ['Term', `${q.termMonths} months`, '../loan'],
    ['What it is for', purposeLabel(q.purpose), '../loan'],
    ['Monthly repayment', formatMoney(q.monthlyRepayment), ''],
    ['Rate', `${formatRate(q.apr)} APR (${q.rateKind}), annual interest rate ${formatRate(q.annualInterestRate)} (${q.rateKind})`, ''],
    ['Total charge for credit', formatMoney(q.totalChargeForCredit), ''],
    ['Total amount payable', formatMoney(q.totalPayable), ''],
    ['Employment status', employmentLabel(d.employmentStatus), '../your-details'],
    ['Annual income before tax', formatMoney(d.annualIncome), '../your-details'],
    ['Home costs each month', formatMoney(d.monthlyHousingCosts), '../your-details'],
    ['Other borrowing each month', formatMoney(d.monthlyCreditCosts), '../your-details'],
    ['People who depend on you', String(d.dependants), '../your-details'],
    ['Share living costs with a partner or another adult', d.sharesLivingCosts === true ? 'Yes' : 'No', '../your-details'],
    ['Your own living costs each month', d.monthlyLivingCosts === undefined ? 'Not given: we use our estimate' : formatMoney(d.monthlyLivingCosts), '../your-details'],
  ];
}

/**
 * summary: Check your answers, the pre-contract credit information (SECCI), which the customer must
 * open before the agree box is enabled (the page says why it is not), and the 14-day right to withdraw.
 */
export const LoanSummaryPage = observer(function LoanSummaryPage() {
  const vm = useViewModel(LoanSummaryViewModel);
  const { journey, go, tried, setTried, applicationId } = useLoanApplicationStep(vm);
  const secciOpened = consentGiven(journey.details, 'secciOpened');
  const agreed = consentGiven(journey.details, 'agreed');
  const blocked = agreeBlockedReason(secciOpened);
  const error = tried && !agreed ? (blocked ?? LoanMessages.agreeRequired) : null;
  const openSecci = async () => {
    await vm.openSecci(applicationId);
    if (vm.secci.value) journey.update(consentPatch(journey.details, 'secciOpened', true));
  };
  const submit = () => {
    setTried(true);
    if (!agreed || !secciOpened) {
      journey.noteFailedSubmit();
      return;
    }
    go(journey.pass('summary') as 'account');
  };
  return (
    <JourneyStep step="summary">
      <p>
        <Link to="../affordability">Back</Link>
      </p>
      <ErrorSummary errors={error ? [{ fieldId: secciOpened ? agreeId : 'loan-open-secci', message: error }] : []} focusKey={journey.failedSubmits} />
      <h1>Check your answers</h1>
      <ProductLoad data={vm.summary} loadingLabel="Loading your application" onRetry={() => vm.start(applicationId)}>
        {(summary) => (
          <>
            <dl className="summary-list">
              {rowsOf(summary).map(([label, value, change]) => (
                <div className="summary-list__row" key={label}>
                  <dt className="summary-list__key">{label}</dt>
                  <dd className="summary-list__value">{value}</dd>
                  <dd className="summary-list__value">
                    {change ? (
                      <Link to={change}>
                        Change<span className="visually-hidden"> {label.toLowerCase()}</span>
                      </Link>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
            <h2>Your right to withdraw</h2>
            <p>{withdrawalText({ agreement: 'loan', dailyInterest: dailyInterest(summary.quote.amount, summary.quote.annualInterestRate) })}</p>
            <h2>{secciTitle}</h2>
            <p>
              Before you agree, read the pre-contract credit information. We make it for this application from your quote: the loan&apos;s key
              features, its cost and your rights. Open it to read it here, and download it to keep.
            </p>
            <Button id="loan-open-secci" variant="secondary" onClick={() => void openSecci()} aria-expanded={vm.secciShown}>
              {secciOpened ? 'Show the pre-contract credit information again' : 'Open the pre-contract credit information'}
            </Button>
            {vm.secciShown ? (
              <section aria-label={secciTitle}>
                <ProductLoad data={vm.secci} loadingLabel="Opening the pre-contract credit information" onRetry={() => void openSecci()}>
                  {(pdf) => (
                    <>
                      <PdfView pdf={pdf} label={secciTitle} />
                      <PdfDownload pdf={pdf} label="pre-contract credit information" fileName={`pre-contract-credit-information-${applicationId}.pdf`} />
                    </>
                  )}
                </ProductLoad>
              </section>
            ) : null}
            <SubmitForm onSend={submit}>
              <Checkbox
                id={agreeId}
                label="I have read the pre-contract credit information and I want to go ahead"
                hint={blocked ?? undefined}
                checked={agreed}
                disabled={!secciOpened}
                error={secciOpened ? error : null}
                onChange={(checked) => journey.update(consentPatch(journey.details, 'agreed', checked))}
              />
              <div className="button-group">
                <Button type="submit">Continue</Button>
              </div>
            </SubmitForm>
          </>
        )}
      </ProductLoad>
    </JourneyStep>
  );
});
