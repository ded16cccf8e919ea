import { formatRate, type BasisPoints } from '../../../core/products/lending/rate';
import type { RateKind } from '../../../core/products/lending/representative-example';
import './representative-apr.css';

/**
 * The representative APR as the lead figure of a credit advert: larger than any other cost figure
 * on the page and ahead of them (CONC 3.5.5R(3): at least as prominent as any other cost figure, more
 * prominent than the rate that triggered the example). The one element with `.rep-apr__figure`.
 */
export function RepresentativeAprLead({ apr, rateKind }: { apr: BasisPoints; rateKind?: RateKind }) {
  return (
    <p className="rep-apr">
      <strong className="rep-apr__figure">{formatRate(apr)} APR</strong> representative{rateKind === 'variable' ? ' (variable)' : ''}
    </p>
  );
}
