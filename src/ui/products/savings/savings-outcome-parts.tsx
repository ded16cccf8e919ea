import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OpenedAccount, ProductDocument } from '../../../core/products/savings/savings';
import { balancesPath } from '../../../core/shell/start-route';
import { ConfirmButton } from '../../journey/ConfirmButton';
import type { Loadable } from '../../shared/manage-money/loadable';
import { Button } from '../../shared/Button';
import { DocumentsGiven } from './ProductDocuments';
import { ConfirmationPanel, ContactTheBank, FactList, sortCodeText } from './SavingsParts';

/*
 * What both savings products' review and confirmation pages (CashIsaOutcome, RegularSaverOutcome)
 * show alike. A file of their own: SavingsParts and ProductDocuments ride in every savings route
 * (the splash, the forms), and these would add to each for pages that only the outcomes show.
 */

/**
 * The review's Apply (sent once under the review's key) and Back, both savings products alike: shown
 * only once the documents have been given (DocumentsGiven).
 */
export function ApplyOnceDocumentsGiven(props: {
  documents: Loadable<ProductDocument[]>;
  onRetry: () => void;
  /** The Apply button's words, e.g. 'Apply for this Cash ISA'. */
  label: string;
  sending: boolean;
  onApply: () => void;
  onBack: () => void;
}) {
  return (
    <DocumentsGiven documents={props.documents} onRetry={props.onRetry}>
      <div className="button-group">
        <ConfirmButton sending={props.sending} onConfirm={props.onApply}>
          {props.label}
        </ConfirmButton>
        <Button variant="secondary" onClick={props.onBack}>
          Back
        </Button>
      </div>
    </DocumentsGiven>
  );
}

/**
 * The top of a savings product's confirmation page, alike for both products: the panel with the
 * reference, then the new account (and any rows the product adds, e.g. the first deposit).
 */
export function OpenedAccountFacts({ title, opened, more = [] }: { title: string; opened: { reference: string; account: OpenedAccount }; more?: readonly (readonly [string, ReactNode])[] }) {
  return (
    <>
      <ConfirmationPanel title={title} reference={opened.reference} />
      <h2>Your new account</h2>
      <FactList
        rows={[
          ['Account', opened.account.name],
          ['Sort code', sortCodeText(opened.account.sortCode)],
          ['Account number', opened.account.number],
          ...more,
        ]}
      />
    </>
  );
}

/** The end of a savings product's confirmation page: how to contact the bank, then the way to Balances. */
export function ConfirmationEnd() {
  return (
    <>
      <ContactTheBank />
      <p>
        <Link to={balancesPath}>Go to Balances</Link>
      </p>
    </>
  );
}
