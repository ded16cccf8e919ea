import { cashLimitWords } from './cash-isa.rules';
import { describe, expect, it } from 'vitest';
import { SpecMessages } from '../../shared/validation/validation-messages';
import { allowanceFigures, allowanceFiguresOn, CashIsaMessages, cashIsaRefusals, firstDeposit, isaDeclaration, isTaxYearChanged, nationalInsuranceError, normaliseNationalInsurance, taxYearChangedWords } from './cash-isa.rules';
import { taxYearStarting } from './tax-year.rules';

const nov2026 = { year: 2026, month: 11, day: 25 };

describe('National Insurance number (docs/rules/field-validation.md)', () => {
  it.each(['QQ123456C', 'QQ 12 34 56 C', 'qq123456c', 'AB123456A', 'AB123456D', ' QQ999999D '])('%j is accepted', (raw) => {
    expect(nationalInsuranceError(raw)).toBeNull();
  });
  it.each(['', 'QQ123456', 'QQ123456E', 'Q1123456C', 'QQ12345C', 'QQ1234567C', '123456789', 'QQ-123456-C', 'AQQ123456C', 'QQ123456CA'])('%j is refused with the spec message', (raw) => {
    expect(nationalInsuranceError(raw)).toBe('Please enter your National Insurance Number in the format AA123456A.');
  });
  it('is sent without spaces, in capitals', () => {
    expect(normaliseNationalInsurance(' qq 12 34 56 c ')).toBe('QQ123456C');
  });
});

describe('the allowance of the tax year', () => {
  it('2026/27: £20,000, £6,000 paid in leaves £14,000', () => {
    expect(allowanceFigures(nov2026, { paidInThisTaxYear: 600_000, taxYear: '2026/27' }, '1980-05-01')).toEqual({
      taxYear: taxYearStarting(2026),
      limit: 2_000_000,
      paidIn: 600_000,
      left: 1_400_000,
      otherYear: null,
    });
  });
  it('on 5 April 2027 it is still 2026/27; on 6 April the 2027/28 cash limit for an under-65 is £12,000', () => {
    expect(allowanceFigures({ year: 2027, month: 4, day: 5 }, { paidInThisTaxYear: 0, taxYear: '2026/27' }, '1980-05-01').limit).toBe(2_000_000);
    expect(allowanceFigures({ year: 2027, month: 4, day: 6 }, { paidInThisTaxYear: 0, taxYear: '2027/28' }, '1980-05-01').limit).toBe(1_200_000);
    expect(allowanceFigures({ year: 2027, month: 4, day: 6 }, { paidInThisTaxYear: 0, taxYear: '2027/28' }, '1950-05-01').limit).toBe(2_000_000);
  });
  it('a tax year before the allowance table (2016/17) has nothing to pay in', () => {
    expect(allowanceFigures({ year: 2016, month: 11, day: 25 }, { paidInThisTaxYear: 0, taxYear: '2016/17' }, '1980-05-01')).toMatchObject({ limit: 0, paidIn: 0, left: 0 });
  });
  it('never shows less than nothing left', () => {
    expect(allowanceFigures(nov2026, { paidInThisTaxYear: 2_100_000, taxYear: '2026/27' }, null).left).toBe(0);
  });
});

/** A Clock at an instant (the bank's clock: the day is London's). */
const clockAt = (iso: string) => ({ now: () => Date.parse(iso) });

describe('the bank says which tax year it counts: one year is never charged against another', () => {
  const bankCounted2026 = { paidInThisTaxYear: 600_000, taxYear: '2026/27' };
  it('at 23:59:59 on 5 April 2027 in London (22:59:59 UTC) the £6,000.00 counted for 2026/27 leaves £14,000.00 of £20,000.00', () => {
    expect(allowanceFiguresOn(clockAt('2027-04-05T22:59:59Z'), bankCounted2026, '1980-05-01')).toMatchObject({ limit: 2_000_000, paidIn: 600_000, left: 1_400_000, otherYear: null });
  });
  it('a second later it is 6 April 2027 in London: 2027/28, £12,000.00 for an under-65, and the 2026/27 count is not charged against it', () => {
    const figures = allowanceFiguresOn(clockAt('2027-04-05T23:00:00Z'), bankCounted2026, '1980-05-01');
    expect(figures.taxYear.label).toBe('2027/28');
    expect(figures).toMatchObject({ limit: 1_200_000, paidIn: 0, left: 1_200_000, otherYear: { label: '2026/27', paidIn: 600_000 } });
  });
  it('a saver of 65 on 6 April 2027 keeps £20,000.00 in cash; the bank counting 2027/28 is charged in full', () => {
    const figures = allowanceFiguresOn(clockAt('2027-04-06T09:00:00Z'), { paidInThisTaxYear: 500_000, taxYear: '2027/28' }, '1962-04-06');
    expect(figures).toMatchObject({ limit: 2_000_000, paidIn: 500_000, left: 1_500_000, otherYear: null });
  });
  it('a count of a later year than the bank day (a clock behind) is not charged either', () => {
    expect(allowanceFiguresOn(clockAt('2027-04-05T12:00:00Z'), { paidInThisTaxYear: 100_000, taxYear: '2027/28' }, '1980-05-01')).toMatchObject({ paidIn: 0, left: 2_000_000 });
  });
});

describe('the first deposit', () => {
  it('up to what is left is taken', () => {
    expect(firstDeposit('14000.00', 1_400_000, 100)).toEqual({ pence: 1_400_000 });
    expect(firstDeposit('£1,000.00', 2_000_000, 100)).toEqual({ pence: 100_000 });
  });
  it('a penny over what is left is refused with how much is left', () => {
    expect(firstDeposit('14000.01', 1_400_000, 100)).toEqual({ error: 'You can pay in up to £14,000.00 more this tax year. Enter a first deposit of £14,000.00 or less.' });
  });
  it('exactly the bank minimum is taken', () => {
    expect(firstDeposit('1.00', 100_000, 100)).toEqual({ pence: 100 });
  });
  it('a first deposit over the usual £49,999.99 cap of a payment is refused with what is left, not the cap', () => {
    expect(firstDeposit('50000.00', 1_400_000, 100)).toEqual({ error: 'You can pay in up to £14,000.00 more this tax year. Enter a first deposit of £14,000.00 or less.' });
  });
  it('with nothing left, says so', () => {
    expect(firstDeposit('10', 0, 100)).toEqual({ error: CashIsaMessages.noAllowanceLeft });
  });
  it('the spec words for empty, negative and not a number; the bank minimum', () => {
    expect(firstDeposit('', 100, 100)).toEqual({ error: SpecMessages.required });
    expect(firstDeposit('-5', 100_000, 100)).toEqual({ error: SpecMessages.amountPositive });
    expect(firstDeposit('ten', 100_000, 100)).toEqual({ error: SpecMessages.numeric });
    expect(firstDeposit('0.50', 100_000, 100)).toEqual({ error: 'The first deposit must be at least £1.00' });
  });
});

describe('who may apply: 18 or over and UK resident', () => {
  it('18 today is old enough', () => {
    expect(cashIsaRefusals(nov2026, { dateOfBirth: '2008-11-25' }, { ukResident: true })).toEqual([]);
  });
  it('17 is not, nor is a non-resident: each reason in plain words', () => {
    expect(cashIsaRefusals(nov2026, { dateOfBirth: '2008-11-26' }, { ukResident: false })).toEqual([CashIsaMessages.under18, CashIsaMessages.notResident]);
  });
});

describe('the ISA declaration and authorisation (ISA Regulations 1998 reg 12; HMRC, information you need from investors)', () => {
  it('2026/27: the subscription, 18 or over, UK resident or Crown employee and to say if that changes, the limit, own cash, the authorisation', () => {
    expect(isaDeclaration(taxYearStarting(2026), { overall: 2_000_000, cash: 2_000_000 })).toEqual([
      'I am applying to subscribe to a Cash ISA with Demo Bank plc for the 2026/27 tax year (Monday 6 April 2026 to Monday 5 April 2027) and for each following tax year in which I pay into it.',
      'I am 18 or over.',
      'I am resident in the UK for tax purposes, or I am a Crown employee serving overseas paid out of the public revenue of the UK (or married to, or in a civil partnership with, such a person).',
      'I will tell Demo Bank plc if I stop being resident in the UK for tax purposes, or stop being (or being married to, or in a civil partnership with) a Crown employee serving overseas.',
      'I will not subscribe more than the overall subscription limit of £20,000.00 in total to all my ISAs, with Demo Bank plc and with others, in any tax year.',
      'All the money I pay into this ISA is my own cash.',
      'I authorise Demo Bank plc, as ISA manager, to hold my cash subscriptions, the interest on them and any other proceeds of the ISA; to make on my behalf any claims to relief from tax in respect of the ISA; and to give HM Revenue & Customs all the information about this ISA and me that it asks for.',
      'This declaration has effect until the account is closed.',
    ]);
  });
  it('from 2027/28, when cash has a lower limit, it is named too', () => {
    const lines = isaDeclaration(taxYearStarting(2027), { overall: 2_000_000, cash: 1_200_000 });
    expect(lines[4]).toBe(
      'I will not subscribe more than the overall subscription limit of £20,000.00 in total to all my ISAs, with Demo Bank plc and with others, in any tax year, nor more than £12,000.00 of it to cash ISAs.',
    );
  });
});

describe('why the cash limit is what it is (ISA Regulations 1998, the 2027/28 cash limit by age)', () => {
  const over = /^You were 65 or over on Tuesday 6 April 2027, so you can pay all of your £20,000\.00 ISA allowance into cash ISAs/;
  const under = /^From Tuesday 6 April 2027, savers under 65 can pay up to £12,000\.00 of the £20,000\.00 ISA allowance into cash ISAs/;
  it.each([
    ['2027/28, 65 on its first day (born 6 April 1962)', '1962-04-06', over],
    ['2027/28, 64 on its first day (born 7 April 1962)', '1962-04-07', under],
    ['2027/28, date of birth not known (the lower figure)', null, under],
  ] as const)('%s', (_name, born, words) => {
    expect(cashLimitWords(taxYearStarting(2027), born)).toMatch(words);
  });

  it('2026/27: the limit is the same for everyone, so nothing is said', () => {
    expect(cashLimitWords(taxYearStarting(2026), '1961-09-03')).toBeNull();
  });
  it('a tax year before the allowance table has no limit to explain', () => {
    expect(cashLimitWords(taxYearStarting(2016), '1961-09-03')).toBeNull();
  });
});

describe('the tax year turned between the declaration and Apply (docs/api/savings.md)', () => {
  it('only the bank\'s ISA_TAX_YEAR_CHANGED is that refusal', () => {
    expect(isTaxYearChanged('ISA_TAX_YEAR_CHANGED')).toBe(true);
    expect(isTaxYearChanged('RS_ALREADY_HELD')).toBe(false);
    expect(isTaxYearChanged(undefined)).toBe(false);
  });
  it('the review says why nothing was opened, names the year declared and leads back to the declaration', () => {
    expect(taxYearChangedWords('2026/27')).toEqual({
      heading: 'The tax year has changed: make your ISA declaration again',
      lines: [
        'You made your ISA declaration for the 2026/27 tax year. A new tax year started on 6 April, and an ISA declaration is for one tax year only.',
        'We have not opened your Cash ISA and no money has moved.',
        'Make the declaration again for the new tax year. Your other answers are kept.',
      ],
      action: 'Make the ISA declaration again',
    });
  });
});
