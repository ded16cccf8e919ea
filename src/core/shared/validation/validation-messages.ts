import { formatMoney, type Pence } from '../../accounts/money';

/** The wording of docs/rules/field-validation.md, word for word: the one copy every form's rules use. */
export const SpecMessages = {
  required: 'This field requires a value',
  selection: 'This field requires a selection',
  numeric: 'This field requires a numeric value',
  textLength: 'This field requires 1 to 18 characters',
  alphanumeric: 'Field must contain alpha numeric characters',
  reference: 'Reference must contain between 1 and 18 alpha numeric characters',
  amountPositive: 'Monetary amount must be positive',
  amountMinimum: (minimum: Pence) =>
    `Sorry, we cannot proceed with an amount under ${formatMoney(minimum)}. Please change the amount and try again.`,
  amountMaximum:
    "Sorry we are unable to proceed with your request as it exceeds our limit for this type of transaction. Please see our 'Payment Limits' for more information.",
  startBeforeEnd: 'Start date must be before end date.',
  endAfterStart: 'End date must be after start date.',
} as const;
