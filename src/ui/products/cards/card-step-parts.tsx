import { TextField, type TextFieldProps } from '../../shared/TextField';

/** The card steps' whole-number field (a limit, an income, monthly costs, dependants, a fixed repayment): numeric keyboard, short width. */
export function WholeNumberField(props: Omit<TextFieldProps, 'inputMode' | 'className'>) {
  return <TextField inputMode="numeric" className="input-width-10" {...props} />;
}
