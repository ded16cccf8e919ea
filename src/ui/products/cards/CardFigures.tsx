import {
  balanceTransferText,
  cardRepresentativeExample,
  exampleSentence,
  type CardRepresentativeExample,
} from '../../../core/products/lending/representative-example';
import type { CardProduct } from '../../../core/products/cards/credit-card';
import { RepresentativeAprLead } from '../lending/RepresentativeAprLead';

/**
 * A card's representative example (CONC 3.5.5R, 3.5.13R): on the assumed £1,200 credit limit, its
 * purchase rate and whether it is variable, its annual fee, and its representative APR, which is core's
 * APR solver's (CONC App 1.1) from the purchase rate and fee; a stated APR that disagrees is reported by
 * LoadCardProducts and never shown.
 */
export const cardExample = (product: Pick<CardProduct, 'purchaseRate' | 'variable' | 'annualFee'>): CardRepresentativeExample =>
  cardRepresentativeExample({ purchaseRate: product.purchaseRate, rateKind: product.variable ? 'variable' : 'fixed', annualFee: product.annualFee });

/**
 * One card on offer as a credit advert: its representative APR leads, more prominent than the rates
 * that trigger the example (the balance transfer's 0% among them), then its own example, then any
 * promotional rate with the rate it reverts to ('then 22.9% a year (variable)').
 */
export function CardOffer({ product }: { product: CardProduct }) {
  const example = cardExample(product);
  const transfer = balanceTransferText(product);
  const titleId = `cc-offer-${product.id}`;
  return (
    <section className="cc-offer" aria-labelledby={titleId}>
      <h2 id={titleId}>{product.name}</h2>
      <RepresentativeAprLead apr={example.representativeApr} rateKind={example.rateKind} />
      <p>{product.summary}</p>
      <p className="cc-example">{exampleSentence(example)}</p>
      {transfer ? <p>{transfer}.</p> : null}
    </section>
  );
}
