import { describe, expect, it } from 'vitest';
import { AccountCategoryTable, categoryOf, categoryOrOther, isCreditCard, isKnownSubCategory, isShareDealing, subCategoryOf } from './category';

describe('account categories', () => {
  it('holds exactly the table of the spec', () => {
    expect(AccountCategoryTable).toEqual({
      Current: ['Standard Current'],
      'Credit Card': ['Credit Card'],
      Savings: ['Bonus', 'Fixed', 'ISA', 'Notice', 'Regular', 'Standard Savings'],
      Mortgage: ['HO Loan', 'Interest only', 'Offset', 'Smart', 'Standard Mortgage'],
      Loan: ['Flexiloan', 'Personal Loan'],
      Investments: ['Sharedealing'],
    });
  });

  it.each([
    ['CURRENT', 'Current'],
    ['credit_card', 'Credit Card'],
    ['CREDIT CARD', 'Credit Card'],
    ['creditCard', 'Credit Card'],
    ['Savings', 'Savings'],
    ['MORTGAGE', 'Mortgage'],
    ['loan', 'Loan'],
    ['INVESTMENTS', 'Investments'],
  ])('reads the category %s as %s', (raw, label) => expect(categoryOf(raw)).toBe(label));

  it('knows no other category', () => {
    expect(categoryOf('Pension')).toBeNull();
  });

  it("shows a category it does not know as 'Other', never as a card or share dealing", () => {
    expect(categoryOrOther('PENSION')).toBe('Other');
    expect(categoryOrOther('credit_card')).toBe('Credit Card');
    const other = { category: categoryOrOther('PENSION'), subCategory: subCategoryOf('Other', 'SHAREDEALING') };
    expect(other.subCategory).toBe('SHAREDEALING');
    expect(isKnownSubCategory('Other', 'Sharedealing')).toBe(false);
    expect(isCreditCard(other)).toBe(false);
    expect(isShareDealing(other)).toBe(false);
  });

  it.each([
    ['Savings', 'STANDARD_SAVINGS', 'Standard Savings'],
    ['Savings', 'isa', 'ISA'],
    ['Mortgage', 'HO_LOAN', 'HO Loan'],
    ['Mortgage', 'INTEREST ONLY', 'Interest only'],
    ['Loan', 'FLEXILOAN', 'Flexiloan'],
    ['Loan', 'personal_loan', 'Personal Loan'],
    ['Investments', 'SHAREDEALING', 'Sharedealing'],
  ] as const)('reads %s sub-category %s as %s', (cat, raw, label) => {
    expect(subCategoryOf(cat, raw)).toBe(label);
    expect(isKnownSubCategory(cat, raw)).toBe(true);
  });

  it('keeps an unknown sub-category as sent', () => {
    expect(subCategoryOf('Savings', 'Junior ISA')).toBe('Junior ISA');
    expect(isKnownSubCategory('Savings', 'Junior ISA')).toBe(false);
    expect(isKnownSubCategory('Current', 'ISA')).toBe(false);
  });
});

describe('isShareDealing', () => {
  it('is investments + sharedealing in any case', () => {
    expect(isShareDealing({ category: 'Investments', subCategory: 'Sharedealing' })).toBe(true);
    expect(isShareDealing({ category: 'INVESTMENTS', subCategory: 'SHAREDEALING' })).toBe(true);
    expect(isShareDealing({ category: 'investments', subCategory: 'sharedealing' })).toBe(true);
  });
  it('is nothing else', () => {
    expect(isShareDealing({ category: 'Investments', subCategory: 'Funds' })).toBe(false);
    expect(isShareDealing({ category: 'Savings', subCategory: 'Sharedealing' })).toBe(false);
  });
});
