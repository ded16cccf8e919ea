import { Link } from 'react-router-dom';
import type { Account } from '../../../core/accounts/account';
import {
  formatSortCode,
  formatSortCodeAccessible,
  maskCardNumber,
  maskCardNumberAccessible,
} from '../../../core/accounts/account-identifiers';
import { formatShortDate } from '../../../core/accounts/calendar-date';
import { isCreditCard, isShareDealing } from '../../../core/accounts/category';
import { Amount } from '../../shared/accounts/Amount';
import { accountPath } from '../../shared/accounts/account-paths';

function Identifier({ account }: { account: Account }) {
  const { summary } = account;
  if (isCreditCard(summary)) {
    return (
      <p className="account-card__id">
        <span aria-hidden="true">{maskCardNumber(summary.creditCardNumber)}</span>
        <span className="visually-hidden">{maskCardNumberAccessible(summary.creditCardNumber)}</span>
      </p>
    );
  }
  if (!summary.sortCode && !summary.number) return null;
  return (
    <p className="account-card__id">
      {summary.sortCode ? (
        <>
          <span className="visually-hidden">Sort code </span>
          <span aria-hidden="true">{formatSortCode(summary.sortCode)}</span>
          <span className="visually-hidden">{formatSortCodeAccessible(summary.sortCode)}</span>
        </>
      ) : null}
      {summary.sortCode && summary.number ? <span aria-hidden="true"> | </span> : null}
      {summary.number ? (
        <>
          <span className="visually-hidden">, account number </span>
          {summary.number}
        </>
      ) : null}
    </p>
  );
}

/**
 * One account on the Balances home. Optional figures show only where displayConfig says. An account
 * the customer has given a nickname is headed by it, with the product's name under it.
 */
export function AccountCard({ account, index, nickname = null }: { account: Account; index: number; nickname?: string | null }) {
  const { summary, displayConfig } = account;
  const shareDealing = isShareDealing(summary);
  const headingId = `account-${index}-name`;
  return (
    <li className="account-card" aria-labelledby={headingId} data-category={summary.category}>
      <h3 id={headingId} className="account-card__name">
        <Link to={accountPath(index, shareDealing ? 'sharedealing' : 'transactions')}>{nickname ?? account.name}</Link>
      </h3>
      {nickname ? <p className="account-card__product">{account.name}</p> : null}
      <p className="account-card__category">
        <span className="tag">{summary.category}</span>{' '}
        {summary.subCategory ? <span className="tag tag--sub">{summary.subCategory}</span> : null}
        {shareDealing ? <span className="account-card__note"> Share dealing: opens the share dealing service</span> : null}
      </p>
      <Identifier account={account} />
      <dl className="figures">
        <div className="figures__row figures__row--main">
          <dt>Balance</dt>
          <dd>
            <Amount pence={summary.balance} />
          </dd>
        </div>
        {displayConfig.displayAvailableBalance && summary.availableBalance !== null ? (
          <div className="figures__row">
            <dt>Available balance</dt>
            <dd>
              <Amount pence={summary.availableBalance} />
            </dd>
          </div>
        ) : null}
        {displayConfig.displayOverdraft && summary.limit !== null ? (
          <div className="figures__row">
            <dt>Overdraft limit</dt>
            <dd>
              <Amount pence={summary.limit} />
            </dd>
          </div>
        ) : null}
        {displayConfig.displayCreditLimit && summary.limit !== null ? (
          <div className="figures__row">
            <dt>Credit limit</dt>
            <dd>
              <Amount pence={summary.limit} />
            </dd>
          </div>
        ) : null}
      </dl>
      {summary.balanceDate ? <p className="account-card__date">Balance as at {formatShortDate(summary.balanceDate)}</p> : null}
    </li>
  );
}
