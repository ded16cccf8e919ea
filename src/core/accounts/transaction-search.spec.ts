import { describe, expect, it } from 'vitest';
import { parseAmountQuery, searchTransactions, TransactionSearchIndex } from './transaction-search';

const list = [
  { id: 'a', description: 'TESCO STORES 2041', amount: -1234 },
  { id: 'b', description: 'Salary ACME LTD', amount: 250000 },
  { id: 'c', description: 'TfL Travel Charge', amount: -1200 },
  { id: 'd', description: 'Coffee', amount: -1299 },
  { id: 'e', description: 'Rent', amount: -123456 },
];
const ids = (query: string) => searchTransactions(list, query).map((t) => t.id);

describe('searchTransactions', () => {
  it('finds text in the description, ignoring case and spacing', () => {
    expect(ids('tesco')).toEqual(['a']);
    expect(ids('  TFL   travel ')).toEqual(['c']);
    expect(ids('acme')).toEqual(['b']);
  });

  it("finds an exact amount given as '12.34' or '£12.34', in or out", () => {
    expect(ids('12.34')).toEqual(['a']);
    expect(ids('£12.34')).toEqual(['a']);
    expect(ids('-12.34')).toEqual(['a']);
    expect(ids('2500.00')).toEqual(['b']);
    expect(ids('£1,234.56')).toEqual(['e']);
    expect(ids('12.3')).toEqual([]);
    expect(ids('12.00')).toEqual(['c']);
  });

  it("finds every amount with those whole pounds for '12'", () => {
    expect(ids('12')).toEqual(['a', 'c', 'd']);
    expect(ids('£2,500')).toEqual(['b']);
  });

  it('also matches digits inside descriptions', () => {
    expect(ids('2041')).toEqual(['a']);
  });

  it('reads a run of spaces as one space, so words stay apart: a query does not join them', () => {
    const spaced = [
      { id: 'x', description: 'PAY  PAL   MARKET', amount: -500 },
      { id: 'y', description: 'PAYPAL MARKET', amount: -600 },
    ];
    expect(searchTransactions(spaced, 'pay pal').map((t) => t.id)).toEqual(['x']);
    expect(searchTransactions(spaced, 'paypal').map((t) => t.id)).toEqual(['y']);
    expect(new TransactionSearchIndex(spaced).search('pay pal').map((t) => t.id)).toEqual(['x']);
  });

  it('finds nothing for an unknown text', () => {
    expect(ids('zzz')).toEqual([]);
  });

  it('returns the whole list for an empty query', () => {
    expect(ids('')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids('   ')).toHaveLength(5);
  });
});

describe('parseAmountQuery', () => {
  it('reads amounts and nothing else', () => {
    expect(parseAmountQuery('£12.3')).toEqual({ kind: 'exact', pence: 1230 });
    expect(parseAmountQuery('12')).toEqual({ kind: 'pounds', pounds: 12 });
    expect(parseAmountQuery('\u221212.34')).toEqual({ kind: 'exact', pence: 1234 });
    expect(parseAmountQuery('12.345')).toBeNull();
    expect(parseAmountQuery('  £12.34  ')).toEqual({ kind: 'exact', pence: 1234 });
    expect(parseAmountQuery('tesco')).toBeNull();
    expect(parseAmountQuery('1,23')).toBeNull();
  });
});

describe('TransactionSearchIndex (long histories)', () => {
  const rows = [
    { description: 'TESCO STORES 2041', amount: -1234 },
    { description: 'Tesco  Express', amount: 1200 },
    { description: 'PRET A MANGER', amount: -475 },
    { description: 'TESCO STORES 2041', amount: -99 },
    { description: 'CAFÉ NERO', amount: -1299 },
  ];

  it.each(['tesco', 'TESCO  stores', '12', '£12.34', '-12.34', 'café', '', '  ', 'nothing', '4'])(
    'finds what searchTransactions finds, in the same order, for %j',
    (query) => {
      const index = new TransactionSearchIndex(rows);
      expect(index.search(query)).toEqual(searchTransactions(rows, query));
    },
  );

  it('returns the rows themselves, and the whole list for an empty query', () => {
    const index = new TransactionSearchIndex(rows);
    expect(index.search('pret')[0]).toBe(rows[2]);
    expect(index.search('')).toEqual(rows);
    expect(index.size).toBe(5);
  });
});
