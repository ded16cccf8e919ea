import { describe, expect, it } from 'vitest';
import { dateEntryError, dateEntryOf, formatDateParts, datePartsInError, datePartsOf, GovUkDateMessages, isoOfDateEntry, monthNumberOf, readDateParts } from './date-entry';

const read = (day: string, month: string, year: string, name = 'Date you leave') => readDateParts({ day, month, year }, name);

describe('readDateParts: a date typed in three parts, GOV.UK style', () => {
  it('gives the ISO date of a real date, spaces trimmed and leading zeros allowed', () => {
    expect(read('27', '3', '2027')).toEqual({ kind: 'date', iso: '2027-03-27' });
    expect(read(' 01 ', '01', ' 2027')).toEqual({ kind: 'date', iso: '2027-01-01' });
  });

  it('accepts month names and 3-letter abbreviations in any case, and Sept', () => {
    expect(read('1', 'Jan', '2027')).toEqual({ kind: 'date', iso: '2027-01-01' });
    expect(read('1', 'january', '2027')).toEqual({ kind: 'date', iso: '2027-01-01' });
    expect(read('1', 'SEPT', '2027')).toEqual({ kind: 'date', iso: '2027-09-01' });
    expect(read('1', 'sep', '2027')).toEqual({ kind: 'date', iso: '2027-09-01' });
    expect(read('1', 'December', '2027')).toEqual({ kind: 'date', iso: '2027-12-01' });
    expect(monthNumberOf('Ju')).toBeNull();
    expect(monthNumberOf('13')).toBeNull();
    expect(monthNumberOf('0')).toBeNull();
  });

  it('is empty when nothing is typed', () => {
    expect(read('', ' ', '')).toEqual({ kind: 'empty' });
  });

  it('says which parts are missing, and marks only them', () => {
    expect(read('', '3', '2027')).toEqual({ kind: 'problem', message: 'Date you leave must include a day', parts: ['day'] });
    expect(read('27', '', '2027')).toEqual({ kind: 'problem', message: 'Date you leave must include a month', parts: ['month'] });
    expect(read('27', '3', '')).toEqual({ kind: 'problem', message: 'Date you leave must include a year', parts: ['year'] });
    expect(read('', '', '2027')).toEqual({ kind: 'problem', message: 'Date you leave must include a day and month', parts: ['day', 'month'] });
    expect(read('', '3', '')).toEqual({ kind: 'problem', message: 'Date you leave must include a day and year', parts: ['day', 'year'] });
    expect(read('27', '', '')).toEqual({ kind: 'problem', message: 'Date you leave must include a month and year', parts: ['month', 'year'] });
  });

  it('says a date that cannot be is not a real date, marking the part that cannot be', () => {
    expect(read('32', '3', '2027')).toEqual({ kind: 'problem', message: 'Date you leave must be a real date', parts: ['day'] });
    expect(read('0', '3', '2027')).toEqual({ kind: 'problem', message: 'Date you leave must be a real date', parts: ['day'] });
    expect(read('27', '13', '2027')).toEqual({ kind: 'problem', message: 'Date you leave must be a real date', parts: ['month'] });
    expect(read('27', 'Smarch', '2027')).toEqual({ kind: 'problem', message: 'Date you leave must be a real date', parts: ['month'] });
    expect(read('x', '13', '2027')).toEqual({ kind: 'problem', message: 'Date you leave must be a real date', parts: ['day', 'month'] });
    expect(read('27', '3', '20x7')).toEqual({ kind: 'problem', message: 'Date you leave must be a real date', parts: ['year'] });
  });

  it('refuses 31 April, marking the day', () => {
    expect(read('31', 'Apr', '2027')).toEqual({ kind: 'problem', message: 'Date you leave must be a real date', parts: ['day'] });
    expect(read('30', '4', '2027')).toEqual({ kind: 'date', iso: '2027-04-30' });
  });

  it('knows leap years: 29 February 2028 and 2000, not 2027 or 1900', () => {
    expect(read('29', '2', '2028')).toEqual({ kind: 'date', iso: '2028-02-29' });
    expect(read('29', 'Feb', '2000')).toEqual({ kind: 'date', iso: '2000-02-29' });
    expect(read('29', '2', '2027').kind).toBe('problem');
    expect(read('29', '2', '1900').kind).toBe('problem');
  });

  it('refuses a 2-digit (or 5-digit) year: Year must include 4 numbers', () => {
    expect(read('27', '3', '27')).toEqual({ kind: 'problem', message: 'Year must include 4 numbers', parts: ['year'] });
    expect(read('27', '3', '20271')).toEqual({ kind: 'problem', message: 'Year must include 4 numbers', parts: ['year'] });
  });
});

describe('a date entry: the one string a form field keeps for a typed date', () => {
  it('is the ISO date once the parts make one, and gives the parts back', () => {
    expect(dateEntryOf({ day: '1', month: 'Dec', year: '2026' })).toBe('2026-12-01');
    expect(datePartsOf('2026-12-01')).toEqual({ day: '1', month: '12', year: '2026' });
    expect(isoOfDateEntry('2026-12-01')).toBe('2026-12-01');
  });

  it('keeps the parts exactly as typed while they make no real date', () => {
    const parts = { day: '31', month: ' Apr', year: '2027' };
    const entry = dateEntryOf(parts);
    expect(datePartsOf(entry)).toEqual(parts);
    expect(isoOfDateEntry(entry)).toBeNull();
  });

  it('is empty when nothing is typed, and unknown strings read as blank parts', () => {
    expect(dateEntryOf({ day: ' ', month: '', year: '' })).toBe('');
    expect(datePartsOf('')).toEqual({ day: '', month: '', year: '' });
    expect(datePartsOf('typed:nonsense')).toEqual({ day: '', month: '', year: '' });
  });

  it('has the GOV.UK message, or the area\'s own when nothing is typed', () => {
    expect(dateEntryError('', 'Date you leave')).toBe('Enter date you leave');
    expect(dateEntryError('', 'Start date', 'This field requires a value')).toBe('This field requires a value');
    expect(dateEntryError(dateEntryOf({ day: '27', month: '', year: '2027' }), 'Start date')).toBe('Start date must include a month');
    expect(dateEntryError('2027-03-27', 'Start date')).toBeNull();
  });

  it('marks the parts in error, or all three for a blank date or a rule on the whole date', () => {
    expect(datePartsInError(dateEntryOf({ day: '27', month: '', year: '27' }))).toEqual(['month']);
    expect(datePartsInError(dateEntryOf({ day: '27', month: '3', year: '27' }))).toEqual(['year']);
    expect(datePartsInError('')).toEqual(['day', 'month', 'year']);
    expect(datePartsInError('2027-03-27')).toEqual(['day', 'month', 'year']);
  });

  it("words a rule on the whole date GOV.UK's way", () => {
    expect(GovUkDateMessages.inThePast('Date of birth')).toBe('Date of birth must be in the past');
    expect(GovUkDateMessages.todayOrInTheFuture('Date you leave')).toBe('Date you leave must be today or in the future');
  });
});

describe('formatDateParts', () => {
  it('writes an ISO date as the three fields take it, for a hint', () => {
    expect(formatDateParts('2026-12-01')).toBe('1 12 2026');
  });
});
