import { otherCategory, type AccountCategory, type TableCategory } from './account';

/** The category / sub-category table of docs/rules/customer-entities.md, exactly as written. */
export const AccountCategoryTable: Readonly<Record<TableCategory, readonly string[]>> = {
  Current: ['Standard Current'],
  'Credit Card': ['Credit Card'],
  Savings: ['Bonus', 'Fixed', 'ISA', 'Notice', 'Regular', 'Standard Savings'],
  Mortgage: ['HO Loan', 'Interest only', 'Offset', 'Smart', 'Standard Mortgage'],
  Loan: ['Flexiloan', 'Personal Loan'],
  Investments: ['Sharedealing'],
};

export const accountCategories = Object.keys(AccountCategoryTable) as TableCategory[];

/** Wire values vary in case and separators ('CREDIT_CARD', 'creditCard', 'Credit Card'): compare a key. */
const key = (value: string): string => value.toLowerCase().replace(/[\s_-]/g, '');

/** The table's label for a category as the bank sends it, or null when the table does not know it. */
export function categoryOf(raw: string): TableCategory | null {
  return accountCategories.find((c) => key(c) === key(raw)) ?? null;
}

/** The table's label, or the safe default 'Other' for a category the table does not know. */
export const categoryOrOther = (raw: string): AccountCategory => categoryOf(raw) ?? otherCategory;

const subCategoriesOf = (category: AccountCategory): readonly string[] =>
  category === otherCategory ? [] : AccountCategoryTable[category];

/** The table's label for a sub-category within its category; an unknown one is kept as sent. */
export function subCategoryOf(category: AccountCategory, raw: string): string {
  return subCategoriesOf(category).find((s) => key(s) === key(raw)) ?? raw;
}

/** True when the sub-category is one the table lists for the category. */
export function isKnownSubCategory(category: AccountCategory, subCategory: string): boolean {
  return subCategoriesOf(category).some((s) => key(s) === key(subCategory));
}

/** docs/rules/customer-entities.md: category investments and subCategory sharedealing, compared case-insensitively. */
export function isShareDealing(summary: { category: string; subCategory: string }): boolean {
  return summary.category.toLowerCase() === 'investments' && summary.subCategory.toLowerCase() === 'sharedealing';
}

export const isCreditCard = (summary: { category: string }): boolean => summary.category === 'Credit Card';
