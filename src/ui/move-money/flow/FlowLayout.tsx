import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useParams, useResolvedPath } from 'react-router-dom';
import type { PaymentKind } from '../../../core/move-money/move-money';
import { moveMoneyAccess } from '../../../core/move-money/move-money-access';
import { failurePanel } from '../../../core/shell/failure-panel';
import { parseAccountIndex } from '../../shared/accounts/account-paths';
import { useViewModel } from '../../di/container-context';
import { JourneyLayout } from '../../journey/JourneyLayout';
import { useJourneyContext } from '../../journey/journey-context';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { RequireAccess } from '../../shared/RequireAccess';
import { Loader } from '../../shared/Loader';
import { MoveMoneyJourney } from '../move-money-journey.store';
import { MoveMoneyFlowContext, type MoveMoneyFlowValue } from './move-money-flow-context';
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
 * A flow's layout route: a thin wrapper over the kit's JourneyLayout, which owns the flow's journey
 * state (MoveMoneyJourney's `flow`, made once per visit, so Back and forth keeps every entry) and
 * asks before leaving the flow while something is typed (docs/rules/log-on-states.md). This wrapper loads the
 * token type and payees first, and says so when the payee of a deep link does not exist.
 */
const FlowLayout = ({ kind, detailsPath }: { kind: PaymentKind; detailsPath: '' | '/details' }) => (
  // The guard comes first: while the flow's toggles are off or the account may not pay, the flow
  // below is not even made, so nothing is loaded or sent.
  <RequireAccess requires={moveMoneyAccess[kind]} title={titles[kind]}>
    <GuardedFlowLayout kind={kind} detailsPath={detailsPath} />
  </RequireAccess>
);

const GuardedFlowLayout = observer(function GuardedFlowLayout({ kind, detailsPath }: { kind: PaymentKind; detailsPath: '' | '/details' }) {
  const params = useParams();
  const journey = useViewModel(MoveMoneyJourney);
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  useState(() => {
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

  const title = titles[journey.kind];
  const value = useMemo<MoveMoneyFlowValue>(() => ({ journey, detailsPath, title }), [journey, detailsPath, title]);
  if (journey.bank.loadError) return <FailurePanelView panel={failurePanel(journey.bank.loadError)} headingLevel={1} />;
  // The token type and the payees first: a saved payee's usual reference is in the form before it shows.
  if (journey.bank.loading) return <Loader />;
  if (!journey.targetKnown) {
    return (
      <section className="panel" aria-labelledby="mm-unknown">
        <h1 id="mm-unknown">{title}</h1>
        <p>We could not find who you want to pay. Please choose again.</p>
        <Link to={base.replace(/\/move-money\/.*$/, '/move-money')}>Back to Move money</Link>
      </section>
    );
  }
  return (
    <MoveMoneyFlowContext.Provider value={value}>
      <JourneyLayout create={() => journey.flow} confirms={{ subject: journey.isStandingOrder ? 'standing order' : 'payment' }} />
    </MoveMoneyFlowContext.Provider>
  );
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
  const { base } = useJourneyContext();
  return <Navigate to={`${base}/details`} replace />;
}
