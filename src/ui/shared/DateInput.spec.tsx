import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dateEntryError } from '../../core/dates/date-entry';
import { DateInput } from './DateInput';
import { ErrorSummary } from './ErrorSummary';

function Form({ initial = '', dateOfBirth = false }: { initial?: string; dateOfBirth?: boolean }) {
  const [entry, setEntry] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted ? dateEntryError(entry, 'Date you leave') : null;
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); setSubmitted(true); }}>
      <ErrorSummary errors={error ? [{ fieldId: 'leave', message: error }] : []} />
      <DateInput id="leave" legend="Date you leave" value={entry} onChange={setEntry} error={error} dateOfBirth={dateOfBirth} />
      <output data-testid="entry">{entry}</output>
      <button type="submit">Continue</button>
    </form>
  );
}

describe('DateInput: GOV.UK date input', () => {
  it('is a group named by its legend, with Day, Month and Year fields on the numeric keypad, 2, 2 and 4 wide', () => {
    render(<Form />);
    const group = screen.getByRole('group', { name: 'Date you leave' });
    expect(group).toHaveAccessibleDescription('For example, 27 3 2027');
    for (const [label, width] of [['Day', 'day'], ['Month', 'month'], ['Year', 'year']] as const) {
      const field = within(group).getByLabelText(label);
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).toHaveAttribute('type', 'text');
      expect(field).toHaveAttribute('autocomplete', 'off');
      expect(field).toHaveClass(`date-input__input--${width}`);
    }
  });

  it('offers bday-* autocomplete for a date of birth only', () => {
    render(<Form dateOfBirth />);
    expect(screen.getByLabelText('Day')).toHaveAttribute('autocomplete', 'bday-day');
    expect(screen.getByLabelText('Month')).toHaveAttribute('autocomplete', 'bday-month');
    expect(screen.getByLabelText('Year')).toHaveAttribute('autocomplete', 'bday-year');
  });

  it('hands on the ISO date once the parts make one, a month name included, and keeps the parts as typed', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Day'), '1');
    await user.type(screen.getByLabelText('Month'), 'Dec');
    await user.type(screen.getByLabelText('Year'), '2026');
    expect(screen.getByTestId('entry')).toHaveTextContent('2026-12-01');
    expect(screen.getByLabelText('Day')).toHaveValue('1');
    expect(screen.getByLabelText('Month')).toHaveValue('Dec');
  });

  it('shows the error above the fields, marks only the part in error, and the summary link goes to it', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Day'), '27');
    await user.type(screen.getByLabelText('Year'), '2027');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const group = screen.getByRole('group', { name: 'Date you leave' });
    expect(group).toHaveAccessibleDescription('For example, 27 3 2027 Error: Date you leave must include a month');
    expect(screen.getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Month')).toHaveClass('input--error');
    expect(screen.getByLabelText('Day')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Year')).not.toHaveClass('input--error');
    expect(screen.getByLabelText('Day')).toHaveValue('27');
    await user.click(screen.getByRole('link', { name: 'Date you leave must include a month' }));
    expect(screen.getByLabelText('Month')).toHaveFocus();
  });

  it('marks all three parts when nothing is typed, and the summary link goes to Day', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const label of ['Day', 'Month', 'Year']) expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('link', { name: 'Enter date you leave' }));
    expect(screen.getByLabelText('Day')).toHaveFocus();
  });

  it('shows an ISO date it is given as day, month and year', () => {
    render(<Form initial="2027-03-05" />);
    expect(screen.getByLabelText('Day')).toHaveValue('5');
    expect(screen.getByLabelText('Month')).toHaveValue('3');
    expect(screen.getByLabelText('Year')).toHaveValue('2027');
  });

  it('is left (onBlur) only when focus leaves all three fields', async () => {
    const user = userEvent.setup();
    const left: string[] = [];
    render(
      <>
        <DateInput id="d" legend="Date of the payment" value="" onChange={() => undefined} onBlur={() => left.push('left')} />
        <button type="button">Next</button>
      </>,
    );
    await user.click(screen.getByLabelText('Day'));
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('Year')).toHaveFocus();
    expect(left).toEqual([]);
    await user.tab();
    expect(left).toEqual(['left']);
  });
});
