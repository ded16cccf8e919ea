import { describe, expect, it } from 'vitest';
import { anAccount, fakeAccounts } from '../../fakes/fake-accounts.data';
import type { Transaction } from '../../../core/accounts/transaction';
import { csvField, csvShape, neutraliseFormula, toCsv } from './csv-transactions.writer';
import { ofxText, ofxTimestamp, ofxTransactionType, toOfx } from './ofx-transactions.writer';
import { toQif } from './qif-transactions.writer';
import { FormatTransactionFileWriter, writeInSlices } from './format-transaction-file-writer.adapter';
import { fileGeneratedAt, fileRange, fileTransactions, manyRows, turnCounter, utf8Text } from './testing/transaction-files-fixture';

/*
 * The writers' own tests, moved with them from core. Core chooses the rows
 * and their order (transactionsForFile); the writers write them as given.
 */
const current = anAccount();
const card = fakeAccounts()[2]!;
const range = fileRange;
const tx = fileTransactions;

/** A minimal RFC 4180 reader, to prove the writer round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('CSV', () => {
  it('has a BOM, a header row, CRLF line ends and rows oldest first', () => {
    const csv = toCsv(tx);
    expect(csv.startsWith('\uFEFFDate,Description,Type,Amount (GBP),Balance (GBP)\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows).toHaveLength(tx.length + 1);
    expect(rows[1]).toEqual(['24/12/2025', 'Café "Bon", Paris', 'Card payment', '-4.50', '-261.80']);
    expect(rows[6]).toEqual(['22/11/2026', 'TESCO STORES 2041', 'Card payment', '-12.34', '1234.56']);
    expect(rows[3]).toEqual(['28/10/2026', 'ACME LTD SALARY', 'Bank credit', '2500.00', '2199.70']);
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const evil of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(evil)).toBe(`'${evil}`);
    }
    expect(neutraliseFormula('TESCO')).toBe('TESCO');
    const csv = toCsv([{ ...tx[0]!, description: '=cmd|" /C calc"!A0' } as Transaction]);
    expect(parseCsv(csv.slice(1))[1]?.[1]).toBe(`'=cmd|" /C calc"!A0`);
  });

  it('leaves its own negative amounts as numbers', () => {
    expect(parseCsv(toCsv([tx[5]!]).slice(1))[1]?.[3]).toBe('-12.34');
  });

  it('writes an empty balance when the bank sent none', () => {
    expect(parseCsv(toCsv([{ ...tx[0]!, balance: null }]).slice(1))[1]?.[4]).toBe('');
  });
});

describe('QIF', () => {
  it('writes a bank account as !Type:Bank with D, T, P and ^ per transaction', () => {
    const qif = toQif(current, [tx[0]!, tx[5]!]);
    expect(qif).toBe(
      ['!Type:Bank', 'D24/12/2025', 'T-4.50', 'PCafé "Bon", Paris', '^', 'D22/11/2026', 'T-12.34', 'PTESCO STORES 2041', '^', ''].join('\r\n'),
    );
  });

  it('writes a credit card as !Type:CCard', () => {
    expect(toQif(card, []).startsWith('!Type:CCard\r\n')).toBe(true);
  });

  it('keeps a payee on one line', () => {
    expect(toQif(current, [{ ...tx[0]!, description: 'A\nB' }])).toContain('\r\nPA B\r\n');
  });
});

describe('OFX', () => {
  const ofx = toOfx(current, tx, range, '20261122120000');

  it('starts with the OFX 1.0.2 SGML header and a blank line', () => {
    expect(ofx.startsWith('OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\nCOMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n<OFX>\r\n')).toBe(true);
    expect(ofx.trimEnd().endsWith('</OFX>')).toBe(true);
  });

  it('identifies the bank account by sort code and sort code + number', () => {
    expect(ofx).toContain('<BANKACCTFROM>\r\n<BANKID>401276\r\n<ACCTID>40127641234567\r\n<ACCTTYPE>CHECKING\r\n</BANKACCTFROM>');
    expect(ofx).toContain('<CURDEF>GBP');
    expect(ofx).toContain('<DTSTART>20250101\r\n<DTEND>20261122');
    expect(ofx).toContain('<DTSERVER>20261122120000');
    expect(ofx).toContain('<LEDGERBAL>\r\n<BALAMT>1234.56\r\n<DTASOF>20261122\r\n</LEDGERBAL>');
  });

  it('writes each transaction with TRNTYPE, DTPOSTED, TRNAMT, FITID and NAME', () => {
    expect(ofx.match(/<STMTTRN>/g)).toHaveLength(tx.length);
    expect(ofx).toContain('<STMTTRN>\r\n<TRNTYPE>POS\r\n<DTPOSTED>20261122\r\n<TRNAMT>-12.34\r\n<FITID>T6\r\n<NAME>TESCO STORES 2041\r\n</STMTTRN>');
    expect(ofx).toContain('<TRNTYPE>DIRECTDEP\r\n<DTPOSTED>20261028\r\n<TRNAMT>2500.00');
    expect(ofx).toContain('<TRNTYPE>REPEATPMT');
    expect(ofx).toContain('<TRNTYPE>DIRECTDEBIT');
    // Oldest first.
    expect(ofx.indexOf('<FITID>T1')).toBeLessThan(ofx.indexOf('<FITID>T6'));
  });

  it('folds accents, escapes SGML and keeps NAME within 32 characters', () => {
    expect(ofx).toContain('<NAME>Cafe "Bon", Paris');
    expect(ofxText('M&S <Food>', 32)).toBe('M&amp;S &lt;Food&gt;');
    expect(ofxText('€uro ✓', 32)).toBe('?uro ?');
    const long = toOfx(current, [{ ...tx[0]!, description: 'A'.repeat(40) }], range, '20261122120000');
    expect(long).toContain(`<NAME>${'A'.repeat(32)}\r\n<MEMO>${'A'.repeat(40)}`);
  });

  it('writes a credit card statement with a masked card number', () => {
    const cc = toOfx(card, [], range, '20261122120000');
    expect(cc).toContain('<CREDITCARDMSGSRSV1>');
    expect(cc).toContain('<CCACCTFROM>\r\n<ACCTID>XXXXXXXXXXXX1234\r\n</CCACCTFROM>');
    expect(cc).not.toContain('4921123456781234');
    expect(cc).not.toContain('<BANKACCTFROM>');
  });

  it('picks the transaction type from the kind, else from the sign', () => {
    expect(ofxTransactionType({ type: 'FASTER_PAYMENT', amount: -1 })).toBe('DEBIT');
    expect(ofxTransactionType({ type: 'FASTER_PAYMENT', amount: 1 })).toBe('CREDIT');
    expect(ofxTransactionType({ type: 'INTEREST', amount: 1 })).toBe('INT');
    expect(ofxTransactionType({ type: 'CASH', amount: -1 })).toBe('ATM');
  });

  it('nests every aggregate properly (SGML: leaf elements have no end tag)', () => {
    for (const file of [ofx, toOfx(card, tx, range, '20261122120000')]) {
      const stack: string[] = [];
      const misnested: string[] = [];
      for (const line of file.split('\r\n').slice(10)) {
        const close = /^<\/([A-Z0-9.]+)>$/.exec(line);
        const open = /^<([A-Z0-9.]+)>$/.exec(line);
        if (close && stack.pop() !== close[1]) misnested.push(line);
        else if (open) stack.push(open[1]!);
        else if (!close && line && !/^<[A-Z0-9.]+>[^<>]+$/.test(line)) misnested.push(line);
      }
      expect(misnested).toEqual([]);
      expect(stack).toEqual([]);
    }
  });

  it('stamps the server time in UTC', () => {
    expect(ofxTimestamp(Date.UTC(2026, 10, 22, 9, 5, 7))).toBe('20261122090507');
  });
});

describe('FormatTransactionFileWriter', () => {
  it('writes each format with its media type', async () => {
    const writer = new FormatTransactionFileWriter();
    const request = { account: current, transactions: tx, range, generatedAt: fileGeneratedAt };
    expect(await writer.write({ ...request, format: 'csv' })).toMatchObject({ mimeType: 'text/csv;charset=utf-8' });
    expect(await writer.write({ ...request, format: 'ofx' })).toMatchObject({ mimeType: 'application/x-ofx' });
    expect((await writer.write({ ...request, format: 'ofx' })).content).toContain('<DTSERVER>20261122120000');
    expect(await writer.write({ ...request, format: 'qif' })).toMatchObject({ mimeType: 'application/qif' });
    expect((await writer.write({ ...request, format: 'qif' })).content.startsWith('!Type:Bank')).toBe(true);
  });

  it('writes 20,000 rows a slice at a time, yielding between slices, with the bytes of the whole-file writers', async () => {
    const many = manyRows(20_000);
    const writer = new FormatTransactionFileWriter();
    const request = { account: current, transactions: many, range, generatedAt: fileGeneratedAt };
    // Counts the macrotasks that ran while the file was being written: each is a slice boundary.
    const counter = turnCounter();
    const csv = await writer.write({ ...request, format: 'csv' });
    const ofx = await writer.write({ ...request, format: 'ofx' });
    const qif = await writer.write({ ...request, format: 'qif' });
    // With no time budget it yields after every 256 rows: 20,000 rows are 78 slices.
    const sliced = await writeInSlices(csvShape, many, 0);
    counter.stop();
    expect(csv.content).toBe(toCsv(many));
    expect(ofx.content).toBe(toOfx(current, many, range, '20261122120000'));
    expect(qif.content).toBe(toQif(current, many));
    expect(sliced.content).toBe(csv.content);
    // The bytes the saver uses are the same file, UTF-8 encoded slice by slice.
    expect(utf8Text(sliced.bytes)).toBe(csv.content);
    expect(sliced.bytes?.length).toBeGreaterThanOrEqual(78);
    expect(counter.turns).toBeGreaterThanOrEqual(78);
  });
});
