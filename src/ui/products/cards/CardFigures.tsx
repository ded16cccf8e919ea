import { formatMoney } from '../../../core/accounts/money';
import { cardRepresentativeExample } from '../../../core/products/lending/representative-example';
import { formatRate } from '../../../core/products/lending/rate';
import type { CardProduct } from '../../../core/products/cards/credit-card';

/**
 * The representative example of a card (issue 19): on an assumed credit limit of £1,200, the purchase
 * rate and the representative APR, both said to be variable where they are. The APR shown is core's
 * APR solver's (CONC App 1.1) from the purchase rate and fee; a stated APR that disagrees is reported
 * by LoadCardProducts and never shown.
 */
export function RepresentativeExample({ product }: { product: CardProduct }) {
  const example = cardRepresentativeExample({ purchaseRate: product.purchaseRate, rateKind: product.variable ? 'variable' : 'fixed', annualFee: product.annualFee });
  const variable = ` (${example.rateKind})`;
  return (
    <p className="cc-example">
      <strong>Representative example:</strong> if you spend {formatMoney(example.assumedCreditLimit)} at a purchase rate of {formatRate(example.purchaseRate)} a year
      {variable}, your representative rate is {formatRate(example.representativeApr)} APR{variable}.
      {example.annualFee > 0 ? ` Annual fee ${formatMoney(example.annualFee)}.` : ' No annual fee.'}
    </p>
  );
}

/** A balance transfer offer in words: '0% on balance transfers for 20 months (fee 3%), then 22.9% a year (variable)' (CONC 3.5, issue 28 item 8). */
export function balanceTransferText(product: Pick<CardProduct, 'balanceTransfer' | 'purchaseRate' | 'variable'>): string | null {
  const bt = product.balanceTransfer;
  if (!bt) return null;
  return `${formatRate(bt.rate)} on balance transfers for ${bt.months} months (fee ${formatRate(bt.feePercent)}), then ${formatRate(product.purchaseRate)} a year (${product.variable ? 'variable' : 'fixed'})`;
}
