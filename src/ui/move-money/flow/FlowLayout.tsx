import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useParams, useResolvedPath } from 'react-router-dom';
import type { PaymentKind } from '../../../core/move-money/move-money';
import { failurePanel } from '../../../core/shell/failure-panel';
import { parseAccountIndex } from '../../accounts/account-paths';
import { useViewModel } from '../../di/container-context';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { Loader } from '../../shared/Loader';
import { useLeaveGuard } from '../../shell/use-leave-guard';
import { MoveMoneyJourney, type Step } from '../move-money-journey.store';
import { JourneyContext, stepLabels, useJourney } from './journey-context';
import '../move-money.css';

const titles: Record<PaymentKind, string> = {
  transfer: 'Transfer between your accounts',
  'existing-payee': 'Pay a saved payee',
  'new-payee': 'Pay someone new',
  company: 'Pay a company',
  'standing-order-person': 'Set up a standing order to a person',
  'standing-order-company': 'Set up a standing order to a company',
};

/**
 * A flow's layout route: it owns the one journey store of the flow (made once per visit, so Back and
 * forth between its pages keeps every entry), loads the token type and payees, asks before leaving
 * the flow while something is typed (spec 01 section 4), and shows the step tracker.
 */
const FlowLayout = observer(function FlowLayout({ kind, detailsPath }: { kind: PaymentKind; detailsPath: '' | '/details' }) {
  const params = useParams();
  const journey = useViewModel(MoveMoneyJourney);
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  const [ready] = useState(() => {
    journey.init(kind, parseAccountIndex(params.accountIndex) ?? -1, {
      transferType: params.transferType,
      payeeId: params.payeeId,
      majorBeneId: params.majorBeneId,
    });
    return true;
  });

  useEffect(() => {
    void journey.load();
  }, [journey]);

  // Moving between the flow's own pages never asks; leaving it with entries does.
  useLeaveGuard(ready && journey.hasEntries, { disabledPaths: [base, `${base}/*`] });

  const title = titles[journey.kind];
  let body: ReactNode;
  if (journey.loadError) body = <FailurePanelView panel={failurePanel(journey.loadError)} headingLevel={1} />;
  else if (journey.loading && !journey.targetKnown) body = <Loader />;
  else if (!journey.targetKnown) {
    body = (
      <section className="panel" aria-labelledby="mm-unknown">
        <h1 id="mm-unknown">{title}</h1>
        <p>We could not find who you want to pay. Please choose again.</p>
        <Link to={base.replace(/\/move-money\/.*$/, '/move-money')}>Back to Move money</Link>
      </section>
    );
  } else body = <Outlet />;

  return <JourneyContext.Provider value={{ journey, base, detailsPath, title }}>{body}</JourneyContext.Provider>;
});

export function TransferFlow() {
  const { transferType } = useParams();
  return <FlowLayout kind={transferType === 'payee' ? 'existing-payee' : 'transfer'} detailsPath="" />;
}
export const NewPaymentFlow = () => <FlowLayout kind="new-payee" detailsPath="" />;
export const CompanyFlow = () => <FlowLayout kind="company" detailsPath="/details" />;
export const PersonRegularFlow = () => <FlowLayout kind="standing-order-person" detailsPath="" />;
export const CompanyRegularFlow = () => <FlowLayout kind="standing-order-company" detailsPath="/details" />;

/** The company flows' index: their details are at /details. */
export function ToDetails() {
  const { base } = useJourney();
  return <Navigate to={`${base}/details`} replace />;
}

/** A page of a later step opened directly (a deep link, a reload) goes back to the details. */
export const StepGuard = observer(function StepGuard({ step, children }: { step: Step; children: ReactNode }) {
  const { journey, base, detailsPath } = useJourney();
  if (!journey.canShow(step)) return <Navigate to={`${base}${detailsPath}`} replace />;
  return <>{children}</>;
});

/** 'Step 2 of 3: Review', and the list of steps (spec 01: a step tracker where the spec lists steps). */
export function StepTracker({ current }: { current: Step }) {
  const index = stepLabels.findIndex((s) => s.step === current);
  return (
    <nav className="step-tracker" aria-label="Progress">
      <p className="step-tracker__caption">
        Step {index + 1} of {stepLabels.length}: {stepLabels[index]?.label}
      </p>
      <ol className="step-tracker__list">
        {stepLabels.map((s, i) => (
          <li key={s.step} className={i === index ? 'step-tracker__item step-tracker__item--current' : 'step-tracker__item'} aria-current={i === index ? 'step' : undefined}>
            {s.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
