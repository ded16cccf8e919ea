import { describe, expect, it } from 'vitest';
import { creditReferenceAgency, declineAgencyText, referralPromise, referralText } from './decline-and-referral';

describe('declines and referrals (CCA s157)', () => {
  it('a decline names the credit reference agency and how to contact it', () => {
    const text = declineAgencyText('loan');
    expect(text).toContain(creditReferenceAgency.name);
    expect(text).toContain(creditReferenceAgency.address);
    expect(text).toContain(creditReferenceAgency.phone);
    expect(text).toContain(creditReferenceAgency.web);
    expect(text).toContain('free');
  });

  it('one promise of when, in working days, for the loan and the card, the same the demo bank writes in its message', () => {
    expect(referralPromise).toBe('within 2 working days');
    expect(referralText('loan')).toContain('secure message in your inbox within 2 working days');
    expect(referralText('credit card')).toContain('secure message in your inbox within 2 working days');
  });
});
