import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../core/accounts/money';
import type { SourceAccount } from '../../../core/products/savings/savings';
import './savings.css';

/** '40-12-76' */
export const sortCodeText = (sortCode: string): string => sortCode.replace(/(\d{2})(?=\d)/g, '$1-');

export const accountLabel = (a: SourceAccount): string =>
  `${a.name}, ${sortCodeText(a.sortCode)} ${a.number}${a.availableBalance === null ? '' : `, ${formatMoney(a.availableBalance)} available`}`;

export interface AnswerRow {
  key: string;
  label: string;
  value: ReactNode;
  /** Where its Change link goes (the step, with ?change=review so Continue returns to the review). */
  change?: { to: string; hidden: string };
}

/** GOV.UK 'Check your answers': one row per answer, each with a Change link that returns to the review. */
export function CheckAnswers({ rows }: { rows: readonly AnswerRow[] }) {
  return (
    <dl className="sv-check">
      {rows.map((r) => (
        <div className="sv-check__row" key={r.key}>
          <dt className="sv-check__key">{r.label}</dt>
          <dd className="sv-check__value">{r.value}</dd>
          <dd className="sv-check__action">
            {r.change ? (
              <Link to={r.change.to}>
                Change<span className="visually-hidden"> {r.change.hidden}</span>
              </Link>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A plain list of facts (the splash pages' terms, the confirmation's account). */
export function FactList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="sv-facts">
      {rows.map(([label, value]) => (
        <div className="sv-facts__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** GOV.UK 'Confirmation page': the panel with the reference, then what happens next and how to contact the bank. */
export function ConfirmationPanel({ title, reference }: { title: string; reference: string }) {
  return (
    <div className="confirmation-panel" role="status">
      <h1>{title}</h1>
      <p className="confirmation-panel__reference">
        Your reference <strong>{reference}</strong>
      </p>
    </div>
  );
}

export function ContactTheBank() {
  return (
    <>
      <h2>If you need to contact us</h2>
      <p>
        Send us a message from <Link to="/contact-us">Contact us</Link>, quoting your reference. Our savings team answers within 2 working days.
      </p>
    </>
  );
}
