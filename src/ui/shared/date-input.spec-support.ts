import { fireEvent, screen, within } from '@testing-library/react';

/** The date input named `legend` (its fieldset). */
export const dateGroup = (legend: string | RegExp): HTMLElement => screen.getByRole('group', { name: legend });

/**
 * Types a date into a GOV.UK date input as a customer would: '2026-11-01' goes in as 1, 11, 2026.
 * Parts may be given as typed instead ({ day: '31', month: 'Apr', year: '2027' }).
 */
export function fillDate(legend: string | RegExp, date: string | { day: string; month: string; year: string }): void {
  const group = dateGroup(legend);
  const parts = typeof date === 'string' ? partsOfIso(date) : date;
  fireEvent.change(within(group).getByLabelText('Day'), { target: { value: parts.day } });
  fireEvent.change(within(group).getByLabelText('Month'), { target: { value: parts.month } });
  fireEvent.change(within(group).getByLabelText('Year'), { target: { value: parts.year } });
}

function partsOfIso(iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { day: day === '' ? '' : String(Number(day)), month: month === '' ? '' : String(Number(month)), year };
}
