import { describe, expect, it } from 'vitest';
import { balanceTransferText } from './CardFigures';

describe('balanceTransferText (CONC 3.5: the rate after the offer, in full)', () => {
  it("says 'then 22.9% a year (variable)'", () => {
    expect(balanceTransferText({ purchaseRate: 2290, variable: true, balanceTransfer: { rate: 0, months: 20, feePercent: 300 } })).toBe(
      '0% on balance transfers for 20 months (fee 3%), then 22.9% a year (variable)',
    );
    expect(balanceTransferText({ purchaseRate: 2290, variable: false, balanceTransfer: { rate: 0, months: 20, feePercent: 300 } })).toBe(
      '0% on balance transfers for 20 months (fee 3%), then 22.9% a year (fixed)',
    );
  });
});
