/**
 * Generates the demo bank's accounts data (docs/api/accounts.md, "Demo data"):
 * wiremock/__files/accounts/<customer>/... and wiremock/mappings/accounts/<customer>.json.
 *
 *   node scripts/generate-accounts-data.mjs
 *
 * Deterministic: a fixed seed per customer and a fixed generation day (2026-11-22), so re-running
 * rewrites the same files. Dates that must follow the calendar (transactions, balance dates, upcoming
 * payments, pending authorisations, last log-on) are written as WireMock templates relative to the
 * day the request is served (`{{now offset='-N days' ...}}`), so 'Today' and the last twelve months
 * always hold data whatever day the demo runs. Statements are historical documents with fixed dates,
 * each a small real one-page PDF written here by hand.
 *
 * Customers are told apart by the DEMO_SESSION cookie the identity stubs set at log-on; a request
 * without it gets demo.hardkey's data (lower priority default), which is what contract tests use.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minimalPdf } from './minimal-pdf.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const filesDir = join(root, 'wiremock', '__files', 'accounts');
const mappingsDir = join(root, 'wiremock', 'mappings', 'accounts');
const api = '/gateway/api';

/** The day the relative offsets were computed from (also the fixed statements' "now"). */
const GENERATION_DAY = '2026-11-22';
const TZ = 'Europe/London';

// ------------------------------------------------------------------ helpers

/** mulberry32: small, fast, deterministic. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const utc = (iso) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms) => new Date(ms).toISOString().slice(0, 10);
const genMs = utc(GENERATION_DAY);
/** The calendar date `offset` days before the generation day. */
const dayAt = (offset) => isoOf(genMs - offset * DAY);
const weekday = (offset) => new Date(genMs - offset * DAY).getUTCDay();
const dayOfMonth = (offset) => new Date(genMs - offset * DAY).getUTCDate();
const month = (offset) => new Date(genMs - offset * DAY).getUTCMonth() + 1;

/** A WireMock template for the date `offset` days before the day of the request. */
const relDate = (offset) =>
  offset === 0
    ? `{{now format='yyyy-MM-dd' timezone='${TZ}'}}`
    : `{{now offset='${offset < 0 ? '' : '-'}${Math.abs(offset)} days' format='yyyy-MM-dd' timezone='${TZ}'}}`;

const between = (r, min, max) => Math.round(min + r() * (max - min));
const pick = (r, list) => list[Math.floor(r() * list.length)];

function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function jsonLines(value) {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A transactions answer with one transaction per line: readable diffs, a third of the indented size. */
function transactionsFile(list) {
  const rows = list.map((t) => JSON.stringify(t)).join(',\n');
  return `{"payload":{"transactions":[\n${rows}\n]},"messages":[]}\n`;
}

// ------------------------------------------------------------------ transactions

/**
 * Two (or more) years of a London current account: salary, mortgage and bills by Direct Debit,
 * standing orders, Tesco and Sainsbury's, TfL, coffee, online shopping, cash, transfers.
 * Returns newest first with running balances ending at `closing`.
 */
function currentAccountHistory({ seed, days, perDayExtra = 0, weeklyIncome = 0, closing }) {
  const r = rng(seed);
  const out = [];
  const add = (offset, description, amount, type) => out.push({ offset, description, amount, type });
  for (let offset = days - 1; offset >= 0; offset--) {
    const dom = dayOfMonth(offset);
    const wd = weekday(offset);
    const weekend = wd === 0 || wd === 6;
    if (dom === 28) add(offset, 'ACME WIDGETS LTD SALARY', between(r, 284000, 291000), 'BANK_CREDIT');
    if (dom === 1) add(offset, 'PUREGYM LTD', -2499, 'DIRECT_DEBIT');
    if (dom === 2) add(offset, 'HALIFAX MORTGAGE 0042', -84250, 'DIRECT_DEBIT');
    if (dom === 3) add(offset, 'NETFLIX.COM', -1099, 'CARD_PAYMENT');
    if (dom === 5) add(offset, 'REGULAR SAVER TRANSFER', -20000, 'STANDING_ORDER');
    if (dom === 8) add(offset, 'VODAFONE LTD', -2400, 'DIRECT_DEBIT');
    if (dom === 9) add(offset, 'SPOTIFY UK', -1199, 'CARD_PAYMENT');
    if (dom === 10) add(offset, 'PERSONAL LOAN REPAYMENT', -25634, 'DIRECT_DEBIT');
    if (dom === 12) add(offset, 'OCTOPUS ENERGY', -between(r, 7800, 13200), 'DIRECT_DEBIT');
    if (dom === 15 && month(offset) !== 2 && month(offset) !== 3) add(offset, 'LAMBETH COUNCIL TAX', -16800, 'DIRECT_DEBIT');
    if (dom === 18) add(offset, 'BT GROUP PLC', -3599, 'DIRECT_DEBIT');
    if (dom === 20) add(offset, 'THAMES WATER', -3850, 'DIRECT_DEBIT');
    if (dom === 22) add(offset, 'SMITH, J POCKET MONEY', -4000, 'STANDING_ORDER');
    if (dom === 25) add(offset, 'CREDIT CARD PAYMENT', -between(r, 15000, 60000), 'TRANSFER');
    if (!weekend && r() < 0.85) add(offset, 'TFL TRAVEL CH', -between(r, 280, 890), 'CARD_PAYMENT');
    if (r() < 0.28) add(offset, pick(r, ['TESCO STORES 2041', 'TESCO EXPRESS 3187', 'SAINSBURYS S/MKT', 'M&S SIMPLY FOOD']), -between(r, 850, 8600), 'CARD_PAYMENT');
    if (!weekend && r() < 0.4) add(offset, pick(r, ['PRET A MANGER', 'COSTA COFFEE', 'CAFÉ NERO', 'GREGGS PLC']), -between(r, 245, 895), 'CARD_PAYMENT');
    if (r() < 0.1) add(offset, pick(r, ['AMAZON.CO.UK', 'AMAZON MARKETPLACE', 'ARGOS LTD', 'BOOTS 1142', 'JOHN LEWIS']), -between(r, 699, 12999), 'CARD_PAYMENT');
    if (weekend && r() < 0.3) add(offset, pick(r, ['DELIVEROO', "O'NEILL'S PUB", 'VUE CINEMAS', 'WAGAMAMA']), -between(r, 1250, 5400), 'CARD_PAYMENT');
    if (r() < 0.03) add(offset, 'CASH NOTEMACHINE', -pick(r, [2000, 3000, 5000]), 'CASH');
    if (r() < 0.03) add(offset, pick(r, ['FROM A JONES DINNER', 'FROM P KAUR TICKETS', 'FROM S OKAFOR']), between(r, 1000, 6000), 'FASTER_PAYMENT');
    if (r() < 0.02) add(offset, pick(r, ['TO M PATEL', 'TO L CHEN BIRTHDAY']), -between(r, 1500, 10000), 'FASTER_PAYMENT');
    if (weeklyIncome && wd === 5) add(offset, 'BRIGHT IDEAS LTD INVOICE', weeklyIncome + between(r, -2000, 2000), 'FASTER_PAYMENT');
    for (let i = 0; i < perDayExtra; i++) {
      if (r() < 0.75) {
        add(
          offset,
          pick(r, ['TESCO STORES 2041', 'TFL TRAVEL CH', 'PRET A MANGER', 'AMAZON.CO.UK', 'UBER TRIP', 'WH SMITH', 'LIDL GB', 'SHELL 0271', 'TRAINLINE.COM', 'EBAY O*12-3456']),
          -between(r, 150, 1800),
          'CARD_PAYMENT',
        );
      }
    }
  }
  // 'Today' always shows: two card payments on the day itself.
  add(0, 'TFL TRAVEL CH', -280, 'CARD_PAYMENT');
  add(0, 'PRET A MANGER', -475, 'CARD_PAYMENT');
  return withBalances(out, closing);
}

/** Sort newest first (stable within a day, later additions first) and add running balances. */
function withBalances(list, closing) {
  const sorted = list.map((t, i) => ({ ...t, i })).sort((a, b) => a.offset - b.offset || b.i - a.i);
  let balance = closing;
  return sorted.map((t) => {
    const row = { ...t, runningBalance: balance };
    balance -= t.amount;
    return row;
  });
}

/**
 * `relativeDays`: transactions younger than this get templated dates, older ones the fixed calendar
 * date they had on the generation day (every customer here templates them all; demo.history's
 * 100,000 are made by the ledger instead, see historySpec).
 */
const wireTransactions = (prefix, list, relativeDays = Infinity) =>
  list.map((t, n) => ({
    id: `${prefix}-${String(list.length - n).padStart(6, '0')}`,
    date: t.offset < relativeDays ? relDate(t.offset) : dayAt(t.offset),
    description: t.description,
    amount: t.amount,
    runningBalance: t.runningBalance,
    type: t.type,
  }));

/** Simple monthly histories for the other account kinds. */
function monthlyHistory({ seed, months, closing, entries }) {
  const r = rng(seed);
  const out = [];
  for (let offset = months * 30; offset >= 0; offset--) {
    for (const e of entries) {
      if (dayOfMonth(offset) === e.day && (!e.chance || r() < e.chance)) {
        out.push({ offset, description: e.description, amount: typeof e.amount === 'function' ? e.amount(r) : e.amount, type: e.type });
      }
    }
  }
  return withBalances(out, closing);
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const gbp = (pence) => `${pence < 0 ? '-' : ''}GBP ${(Math.abs(pence) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** Monthly statements for the `count` months before the generation month. */
function statementsFor(account, count, seed) {
  const r = rng(seed);
  const [gy, gm] = GENERATION_DAY.split('-').map(Number);
  const list = [];
  let closing = account.summary.balance;
  for (let i = 1; i <= count; i++) {
    const index = gy * 12 + (gm - 1) - i;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const period = `${y}-${String(m).padStart(2, '0')}`;
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const opening = closing - between(r, -40000, 40000);
    const statement = {
      id: `${account.id}-STM-${period}`,
      period,
      startDate: `${period}-01`,
      endDate: `${period}-${String(last).padStart(2, '0')}`,
      issuedDate: isoOf(Date.UTC(y, m, 2)),
      title: `Statement ${monthNames[m - 1]} ${y}`,
    };
    const accountLine =
      account.summary.creditCardNumber
        ? `Card ending ${account.summary.creditCardNumber.slice(-4)}`
        : `Sort code ${account.summary.sortCode.replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3')}  Account ${account.summary.number}`;
    const pdf = minimalPdf([
      // One creditor name in every document the bank gives (LoanDocuments.CREDITOR in the ledger).
      'Demo Bank plc',
      `${account.name} - ${statement.title}`,
      accountLine,
      `Period: ${statement.startDate} to ${statement.endDate}`,
      `Opening balance: ${gbp(opening)}`,
      `Closing balance: ${gbp(closing)}`,
      'This is a demo statement. It is not a real bank document.',
    ]);
    list.push({ statement, pdf });
    closing = opening;
  }
  return list;
}

// ------------------------------------------------------------------ customers

const account = (id, name, summary, extra = {}) => ({
  id,
  name,
  summary: {
    balance: 0,
    availableBalance: null,
    limit: null,
    overdraftBalance: null,
    balanceDate: relDate(0),
    sortCode: null,
    number: null,
    creditCardNumber: null,
    productType: '',
    ...summary,
  },
  links: [
    { rel: 'transactions', href: `${api}/v1/accounts/${id}/transactions` },
    { rel: 'statements', href: `${api}/v1/accounts/${id}/statements` },
  ],
  displayConfig: { displayOverdraft: false, displayAvailableBalance: false, displayCreditLimit: false, ...(extra.displayConfig ?? {}) },
  moveMoney: { canTransferFrom: false, canTransferTo: false, canPay: false, ...(extra.moveMoney ?? {}) },
  ...(extra.sharedealingAuthToken ? { sharedealingAuthToken: extra.sharedealingAuthToken } : {}),
});

const bankMove = { canTransferFrom: true, canTransferTo: true, canPay: true };
const saverMove = { canTransferFrom: true, canTransferTo: true, canPay: false };

function hardkey() {
  const current = currentAccountHistory({ seed: 4012, days: 731, closing: 184215 });
  const card = monthlyHistory({
    seed: 77,
    months: 12,
    closing: -68245,
    entries: [
      { day: 4, description: 'AMAZON.CO.UK', amount: (r) => -between(r, 1299, 8999), type: 'CARD_PAYMENT' },
      { day: 11, description: 'EASYJET AIRLINE', amount: (r) => -between(r, 4500, 21000), type: 'CARD_PAYMENT', chance: 0.4 },
      { day: 16, description: 'SHELL 0271', amount: (r) => -between(r, 4000, 7500), type: 'CARD_PAYMENT' },
      { day: 21, description: 'JOHN LEWIS', amount: (r) => -between(r, 2500, 15000), type: 'CARD_PAYMENT', chance: 0.6 },
      { day: 25, description: 'PAYMENT RECEIVED - THANK YOU', amount: (r) => between(r, 15000, 60000), type: 'TRANSFER' },
      { day: 26, description: 'INTEREST CHARGED', amount: (r) => -between(r, 0, 900), type: 'INTEREST', chance: 0.3 },
    ],
  });
  const saver = (seed, closing, monthlyIn, interest) =>
    monthlyHistory({
      seed,
      months: 12,
      closing,
      entries: [
        ...(monthlyIn ? [{ day: 5, description: 'TRANSFER FROM CURRENT ACCOUNT', amount: monthlyIn, type: 'TRANSFER' }] : []),
        { day: 28, description: 'INTEREST PAID', amount: (r) => between(r, interest[0], interest[1]), type: 'INTEREST' },
      ],
    });
  const loan = monthlyHistory({
    seed: 31,
    months: 12,
    closing: -612388,
    entries: [{ day: 10, description: 'REPAYMENT - THANK YOU', amount: 25634, type: 'TRANSFER' }, { day: 11, description: 'INTEREST', amount: -4120, type: 'INTEREST' }],
  });
  const mortgage = monthlyHistory({
    seed: 32,
    months: 12,
    closing: -18764012,
    entries: [{ day: 2, description: 'MORTGAGE PAYMENT RECEIVED', amount: 84250, type: 'TRANSFER' }, { day: 3, description: 'MORTGAGE INTEREST', amount: -61210, type: 'INTEREST' }],
  });

  const accounts = [
    account('HK-CUR-001', 'Current Account', { balance: 184215, availableBalance: 1684215, limit: 1500000, overdraftBalance: 0, sortCode: '401276', number: '41234567', category: 'CURRENT', subCategory: 'STANDARD_CURRENT', productType: 'CURRENT_ACCOUNT' }, { displayConfig: { displayOverdraft: true, displayAvailableBalance: true }, moveMoney: bankMove }),
    account('HK-CC-002', 'Credit Card', { balance: -68245, availableBalance: 431755, limit: 500000, creditCardNumber: '4921000012345678', category: 'CREDIT_CARD', subCategory: 'CREDIT_CARD', productType: 'CLASSIC_CREDIT_CARD' }, { displayConfig: { displayAvailableBalance: true, displayCreditLimit: true }, moveMoney: { canTransferTo: true } }),
    account('HK-SAV-003', 'Bonus Saver', { balance: 1250000, availableBalance: 1250000, sortCode: '401276', number: '51230001', category: 'SAVINGS', subCategory: 'BONUS', productType: 'BONUS_SAVER' }, { displayConfig: { displayAvailableBalance: true }, moveMoney: saverMove }),
    account('HK-SAV-004', 'Fixed Rate Saver 1 Year', { balance: 2000000, sortCode: '401276', number: '51230002', category: 'SAVINGS', subCategory: 'FIXED', productType: 'FIXED_RATE_SAVER' }),
    account('HK-ISA-005', 'Cash ISA', { balance: 1523477, availableBalance: 1523477, sortCode: '401276', number: '51230003', category: 'SAVINGS', subCategory: 'ISA', productType: 'CASH_ISA' }, { moveMoney: saverMove }),
    account('HK-SAV-006', '90 Day Notice Saver', { balance: 830012, sortCode: '401276', number: '51230004', category: 'SAVINGS', subCategory: 'NOTICE', productType: 'NOTICE_SAVER' }, { moveMoney: { canTransferTo: true } }),
    account('HK-SAV-007', 'Regular Saver', { balance: 240000, sortCode: '401276', number: '51230005', category: 'SAVINGS', subCategory: 'REGULAR', productType: 'REGULAR_SAVER' }, { moveMoney: { canTransferTo: true } }),
    account('HK-SAV-008', 'Instant Access Saver', { balance: 312544, availableBalance: 312544, sortCode: '401276', number: '51230006', category: 'SAVINGS', subCategory: 'STANDARD_SAVINGS', productType: 'INSTANT_SAVER' }, { displayConfig: { displayAvailableBalance: true }, moveMoney: saverMove }),
    account('HK-LN-009', 'Personal Loan', { balance: -612388, sortCode: '401276', number: '61230007', category: 'LOAN', subCategory: 'PERSONAL_LOAN', productType: 'PERSONAL_LOAN' }),
    account('HK-MTG-010', 'Mortgage', { balance: -18764012, sortCode: '401276', number: '71230008', category: 'MORTGAGE', subCategory: 'STANDARD_MORTGAGE', productType: 'REPAYMENT_MORTGAGE' }),
    account('HK-SHD-011', 'Share Dealing Account', { balance: 1873455, number: '81230009', category: 'INVESTMENTS', subCategory: 'SHAREDEALING', productType: 'SHAREDEALING' }, { sharedealingAuthToken: 'demo-sd-7f3a9c2e41b8' }),
  ];

  const transactions = {
    'HK-CUR-001': wireTransactions('HK-CUR-001', current),
    'HK-CC-002': wireTransactions('HK-CC-002', card),
    'HK-SAV-003': wireTransactions('HK-SAV-003', saver(33, 1250000, 0, [2800, 3900])),
    'HK-SAV-004': wireTransactions('HK-SAV-004', saver(34, 2000000, 0, [7000, 7400])),
    'HK-ISA-005': wireTransactions('HK-ISA-005', saver(35, 1523477, 50000, [3800, 4600])),
    'HK-SAV-006': wireTransactions('HK-SAV-006', saver(36, 830012, 0, [2500, 2800])),
    'HK-SAV-007': wireTransactions('HK-SAV-007', saver(37, 240000, 20000, [400, 900])),
    'HK-SAV-008': wireTransactions('HK-SAV-008', saver(38, 312544, 0, [500, 700])),
    'HK-LN-009': wireTransactions('HK-LN-009', loan),
    'HK-MTG-010': wireTransactions('HK-MTG-010', mortgage),
    'HK-SHD-011': [],
  };

  const rates = {
    'HK-CUR-001': [{ label: 'Arranged overdraft', ratePercent: 39.9, basis: 'EAR' }],
    'HK-CC-002': [
      { label: 'Purchases', ratePercent: 24.9, basis: 'APR' },
      { label: 'Cash withdrawals', ratePercent: 29.9, basis: 'APR' },
    ],
    'HK-SAV-003': [
      { label: 'Balances up to £10,000', ratePercent: 3.25, basis: 'AER' },
      { label: 'Balances of £10,000 and over', ratePercent: 3.75, basis: 'AER' },
    ],
    'HK-SAV-004': [{ label: 'Fixed for 1 year', ratePercent: 4.4, basis: 'AER' }],
    'HK-ISA-005': [{ label: 'All balances (tax-free)', ratePercent: 3.6, basis: 'AER' }],
    'HK-SAV-006': [{ label: 'All balances', ratePercent: 4.05, basis: 'AER' }],
    'HK-SAV-007': [{ label: 'Monthly saving up to £250', ratePercent: 5.5, basis: 'AER' }],
    'HK-SAV-008': [{ label: 'All balances', ratePercent: 2.2, basis: 'AER' }],
    'HK-LN-009': [{ label: 'Representative', ratePercent: 7.9, basis: 'APR' }],
    'HK-MTG-010': [{ label: '5-year fixed rate', ratePercent: 3.89, basis: 'GROSS' }],
  };

  const statements = {
    'HK-CUR-001': statementsFor(accounts[0], 12, 501),
    'HK-CC-002': statementsFor(accounts[1], 6, 502),
    'HK-SAV-003': statementsFor(accounts[2], 3, 503),
    'HK-ISA-005': statementsFor(accounts[4], 3, 505),
  };

  // The regular and future payments of manage money (scripts/generate-manage-money-stubs.mjs), which
  // serves this list scenario-aware for demo.hardkey; keep the two in step.
  const upcoming = [
    { id: 'HK-UP-1', accountId: 'HK-CUR-001', date: relDate(-2), description: 'OCTOPUS ENERGY', amount: -10400, type: 'DIRECT_DEBIT', source: 'HK-DD-1' },
    { id: 'HK-UP-2', accountId: 'HK-CUR-001', date: relDate(-3), description: 'JANE SMITH RENT SHARE', amount: -25000, type: 'STANDING_ORDER', source: 'HK-SO-1' },
    { id: 'HK-UP-3', accountId: 'HK-CUR-001', date: relDate(-5), description: 'SAM OKAFOR HOLIDAY', amount: -30000, type: 'FUTURE_PAYMENT', source: 'HK-FP-1' },
    { id: 'HK-UP-4', accountId: 'HK-CUR-001', date: relDate(-9), description: 'PUREGYM LTD', amount: -2499, type: 'DIRECT_DEBIT', source: 'HK-DD-2' },
  ];

  const pending = [
    { id: 'HK-PA-1', accountId: 'HK-CUR-001', date: relDate(0), merchant: 'TESCO STORES 2041', amount: -2345, cardLast4: '8842' },
    { id: 'HK-PA-2', accountId: 'HK-CC-002', date: relDate(1), merchant: 'AMAZON.CO.UK', amount: -4999, cardLast4: '5678' },
    { id: 'HK-PA-3', accountId: 'HK-CC-002', date: relDate(2), merchant: 'PREMIER INN', amount: -8900, cardLast4: '5678' },
  ];

  const marketing = {
    accountsList: [
      {
        id: 'mkt-cash-isa',
        title: 'Use your ISA allowance',
        body: 'You can save up to £20,000 tax-free this tax year.',
        ctaText: 'Open a Cash ISA',
        action: { type: 'navigate', path: '/products/cash-isa' },
        closable: true,
      },
    ],
    accountsListEnd: [
      {
        id: 'mkt-travel',
        title: 'Travelling soon?',
        body: 'No fees on card purchases abroad with your debit card.',
        ctaText: 'How it works',
        action: {
          type: 'popout',
          popout: {
            title: 'Using your card abroad',
            paragraphs: ['Pay in the local currency for the best rate.', 'Tell us you are travelling from the Travel hub.'],
            ctaText: 'Read our travel guide',
            ctaUrl: 'https://www.bank.invalid/travel',
          },
        },
        closable: true,
      },
      {
        id: 'mkt-security',
        title: 'Stay safe online',
        body: 'We will never ask for your full password or Secure Key code.',
        ctaText: 'Security centre',
        action: { type: 'link', url: 'https://www.bank.invalid/security' },
        closable: false,
      },
    ],
  };

  return {
    name: 'demo.hardkey',
    dir: 'hardkey',
    accounts,
    transactions,
    rates,
    paymentInfo: {
      'HK-CC-002': { statementBalance: -61234, minimumPayment: 2500, paymentDueDate: relDate(-13), lastStatementDate: relDate(12), creditLimit: 500000, availableCredit: 431755 },
    },
    statements,
    upcoming,
    pending,
    status: { lastLogonDate: relDate(2), lastLogonTime: '18:42:10', unsuccessfulLogonCount: 1 },
    marketing,
  };
}

/**
 * demo.history: a busy market trader's current account with 100,000 transactions in the last 12
 * months. They are not a file in git: the demo bank's ledger makes them at start from this spec
 * (HistoryGenerator.java, docs/api/ledger.md, "Generated histories"), dated relative to the day it
 * runs, with running balances ending at the account's balance and adding up to it.
 */
const historySpec = { generate: 'busy-current-account', seed: 22, count: 100_000, closing: 97311, idPrefix: 'HS-CUR-001' };

function history() {
  const accounts = [
    account('HS-CUR-001', 'Current Account', { balance: 97311, availableBalance: 197311, limit: 100000, overdraftBalance: 0, sortCode: '401276', number: '49876543', category: 'CURRENT', subCategory: 'STANDARD_CURRENT', productType: 'CURRENT_ACCOUNT' }, { displayConfig: { displayOverdraft: true, displayAvailableBalance: true }, moveMoney: bankMove }),
  ];
  return {
    name: 'demo.history',
    dir: 'history',
    accounts,
    transactions: { 'HS-CUR-001': historySpec },
    rates: { 'HS-CUR-001': [{ label: 'Arranged overdraft', ratePercent: 39.9, basis: 'EAR' }] },
    paymentInfo: {},
    statements: { 'HS-CUR-001': statementsFor(accounts[0], 6, 601) },
    upcoming: [],
    pending: [],
    status: { lastLogonDate: relDate(1), lastLogonTime: '07:15:00', unsuccessfulLogonCount: 0 },
    marketing: { accountsList: [], accountsListEnd: [] },
  };
}

function appkey() {
  const current = currentAccountHistory({ seed: 2024, days: 120, closing: 45012 });
  const accounts = [
    account('AK-CUR-001', 'Current Account', { balance: 45012, availableBalance: 95012, limit: 50000, overdraftBalance: 0, sortCode: '401276', number: '42223333', category: 'CURRENT', subCategory: 'STANDARD_CURRENT', productType: 'CURRENT_ACCOUNT' }, { displayConfig: { displayOverdraft: true, displayAvailableBalance: true }, moveMoney: bankMove }),
    account('AK-SAV-002', 'Instant Access Saver', { balance: 500000, sortCode: '401276', number: '52223333', category: 'SAVINGS', subCategory: 'STANDARD_SAVINGS', productType: 'INSTANT_SAVER' }, { moveMoney: saverMove }),
  ];
  return {
    name: 'demo.appkey',
    dir: 'appkey',
    accounts,
    transactions: { 'AK-CUR-001': wireTransactions('AK-CUR-001', current), 'AK-SAV-002': [] },
    rates: { 'AK-CUR-001': [], 'AK-SAV-002': [{ label: 'All balances', ratePercent: 2.2, basis: 'AER' }] },
    paymentInfo: {},
    statements: { 'AK-CUR-001': statementsFor(accounts[0], 2, 701) },
    upcoming: [{ id: 'AK-UP-1', accountId: 'AK-CUR-001', date: relDate(-4), description: 'VODAFONE LTD', amount: -2400, type: 'DIRECT_DEBIT' }],
    pending: [],
    status: { lastLogonDate: relDate(5), lastLogonTime: '12:01:44', unsuccessfulLogonCount: 0 },
    // demo.appkey may apply for the Regular Saver: Balances leads to it and to the products summary.
    marketing: {
      accountsList: [
        {
          id: 'mkt-regular-saver',
          title: 'Save a little every month',
          body: 'Our Regular Saver pays 6.00% AER fixed on £25 to £300 a month for 12 months.',
          ctaText: 'Open a Regular Saver',
          action: { type: 'navigate', path: '/products/regular-saver' },
          closable: true,
        },
      ],
      accountsListEnd: [
        {
          id: 'mkt-products',
          title: 'Savings and more',
          body: 'See the products you can apply for online, from a Cash ISA to a credit card.',
          ctaText: 'Apply for a product',
          action: { type: 'navigate', path: '/products/summary' },
          closable: true,
        },
      ],
    },
  };
}

/**
 * demo.newcustomer: registered in the app (registration, docs/demo-bank.md "Identity flows") with the
 * account they identified themselves with, 40-12-76 41230099: one current account opened a few weeks
 * ago, a handful of transactions, no statements yet, nothing upcoming.
 */
function newcustomer() {
  const current = withBalances(
    [
      { offset: 24, description: 'ACCOUNT OPENING DEPOSIT', amount: 50000, type: 'FASTER_PAYMENT' },
      { offset: 19, description: 'TESCO EXPRESS 3187', amount: -1845, type: 'CARD_PAYMENT' },
      { offset: 14, description: 'NORTHWIND TRADING LTD SALARY', amount: 142000, type: 'BANK_CREDIT' },
      { offset: 9, description: 'TFL TRAVEL CH', amount: -560, type: 'CARD_PAYMENT' },
      { offset: 6, description: 'COSTA COFFEE', amount: -385, type: 'CARD_PAYMENT' },
      { offset: 2, description: 'SAINSBURYS S/MKT', amount: -3270, type: 'CARD_PAYMENT' },
      { offset: 0, description: 'PRET A MANGER', amount: -475, type: 'CARD_PAYMENT' },
    ],
    185465,
  );
  const accounts = [
    account('NC-CUR-001', 'Current Account', { balance: 185465, availableBalance: 185465, limit: 0, overdraftBalance: 0, sortCode: '401276', number: '41230099', category: 'CURRENT', subCategory: 'STANDARD_CURRENT', productType: 'CURRENT_ACCOUNT' }, { displayConfig: { displayAvailableBalance: true }, moveMoney: bankMove }),
  ];
  return {
    name: 'demo.newcustomer',
    dir: 'newcustomer',
    accounts,
    transactions: { 'NC-CUR-001': wireTransactions('NC-CUR-001', current) },
    rates: { 'NC-CUR-001': [] },
    paymentInfo: {},
    statements: {},
    upcoming: [],
    pending: [],
    status: { lastLogonDate: relDate(0), lastLogonTime: '00:00:00', unsuccessfulLogonCount: 0 },
    marketing: { accountsList: [], accountsListEnd: [] },
  };
}

// ------------------------------------------------------------------ stubs

const jsonHeaders = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
/** Transactions are read by date range and in pages (`fromDate`, `toDate`, `page`, `pageSize`; Paging.java). */
const transactionPaging = { list: '/payload/transactions', dateField: 'date', maxPageSize: 10_000 };
const envelope = (payload) => ({ payload, messages: [] });

/**
 * Customer-wide calls (the list, upcoming, pending, status, marketing) depend on the cookie; calls by
 * account id need none, since ids are unique across the demo customers.
 */
function stubsFor(customer, isDefault) {
  const mappings = [];
  const base = `accounts/${customer.dir}`;
  const cookie = isDefault ? undefined : { DEMO_SESSION: { equalTo: customer.name } };
  const priority = isDefault ? 10 : 5;
  // What money moves changes (the list, each account, transactions, upcoming, a card's figures) is
  // read from the customer's ledger (docs/api/ledger.md), seeded from these files; the rest is static.
  const ledgerRead = (file, item, page) => ({
    status: 200,
    headers: jsonHeaders,
    transformers: ['ledger'],
    transformerParameters: { read: `${base}/${file}`, ...(item ? { item } : {}), ...(page ? { page } : {}), ...(isDefault ? {} : { customer: customer.name }) },
  });
  const byCookie = (name, urlPath, file, fromLedger = false) => {
    mappings.push({
      name: `accounts ${customer.name}: ${name}`,
      priority,
      request: { method: 'GET', urlPath, ...(cookie ? { cookies: cookie } : {}) },
      response: fromLedger ? ledgerRead(file) : { status: 200, bodyFileName: `${base}/${file}`, headers: jsonHeaders },
    });
  };
  const byId = (name, urlPath, file, headers = jsonHeaders, fromLedger = false, item = undefined, page = undefined) => {
    mappings.push({
      name: `accounts ${customer.name}: ${name}`,
      priority: 5,
      request: { method: 'GET', urlPath },
      response: fromLedger ? ledgerRead(file, item, page) : { status: 200, bodyFileName: `${base}/${file}`, headers },
    });
  };

  write(join(filesDir, customer.dir, 'accounts.json'), jsonLines(envelope(customer.accounts)));
  byCookie('list', `${api}/v12/accounts`, 'accounts.json', true);
  write(join(filesDir, customer.dir, 'upcoming.json'), jsonLines(envelope(customer.upcoming)));
  byCookie('upcoming', `${api}/v1/upcoming-transactions`, 'upcoming.json', true);
  write(join(filesDir, customer.dir, 'pending-authorisations.json'), jsonLines(envelope(customer.pending)));
  byCookie('pending authorisations', `${api}/v1/cards/pending-authorisations`, 'pending-authorisations.json');
  write(join(filesDir, customer.dir, 'status.json'), jsonLines(envelope(customer.status)));
  byCookie('status', `${api}/v1/status`, 'status.json');
  write(join(filesDir, customer.dir, 'marketing.json'), jsonLines(envelope(customer.marketing)));
  byCookie('marketing', `${api}/v1/marketing/placements`, 'marketing.json');

  for (const a of customer.accounts) {
    byId(`account ${a.id}`, `${api}/v12/accounts/${a.id}`, 'accounts.json', jsonHeaders, true, a.id);
    const transactions = customer.transactions[a.id] ?? [];
    // A generator spec (demo.history) is written as it is: the ledger makes the rows from it.
    write(join(filesDir, customer.dir, `transactions-${a.id}.json`), Array.isArray(transactions) ? transactionsFile(transactions) : jsonLines(transactions));
    byId(`transactions ${a.id}`, `${api}/v1/accounts/${a.id}/transactions`, `transactions-${a.id}.json`, jsonHeaders, true, undefined, transactionPaging);
    write(join(filesDir, customer.dir, `interest-rates-${a.id}.json`), jsonLines(envelope({ rates: customer.rates[a.id] ?? [] })));
    byId(`interest rates ${a.id}`, `${api}/v1/accounts/${a.id}/interest-rates`, `interest-rates-${a.id}.json`);
    const statements = customer.statements[a.id] ?? [];
    write(join(filesDir, customer.dir, `statements-${a.id}.json`), jsonLines(envelope(statements.map((s) => s.statement))));
    byId(`statements ${a.id}`, `${api}/v1/accounts/${a.id}/statements`, `statements-${a.id}.json`);
    for (const { statement, pdf } of statements) {
      write(join(filesDir, customer.dir, 'statements', `${statement.id}.pdf`), pdf);
      // Served by the ledger (SeededDocuments): the seed's lines made again as a tagged PDF in an embedded font.
      mappings.push({
        name: `accounts ${customer.name}: statement PDF ${statement.id}`,
        priority: 5,
        request: { method: 'GET', urlPath: `${api}/v1/accounts/${a.id}/statements/${statement.id}/pdf` },
        response: {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${statement.id}.pdf"`, 'Cache-Control': 'no-store' },
          transformers: ['ledger'],
          transformerParameters: { op: 'statement-pdf', idempotent: false, ...(isDefault ? {} : { customer: customer.name }) },
        },
      });
    }
  }
  for (const [id, info] of Object.entries(customer.paymentInfo)) {
    write(join(filesDir, customer.dir, `payment-info-${id}.json`), jsonLines(envelope(info)));
    byId(`credit card payment info ${id}`, `${api}/v1/credit-cards/${id}/payment-info`, `payment-info-${id}.json`, jsonHeaders, true);
  }
  write(join(mappingsDir, `${customer.dir}.json`), `${JSON.stringify({ mappings }, null, 2)}\n`);
}

/** Failures on demand for contract tests and the error page (docs/api/accounts.md, "Failures"). */
function faultStubs() {
  const mappings = [
    {
      name: 'accounts fault: transactions of FAULT-500 fail with a catalogue code',
      priority: 5,
      request: { method: 'GET', urlPath: `${api}/v1/accounts/FAULT-500/transactions` },
      response: {
        status: 500,
        jsonBody: { header: { statusCode: 'E001', errorMsg: [{ code: 'TX0500', desc: 'Transactions are unavailable.' }] } },
        headers: jsonHeaders,
      },
    },
    {
      name: 'accounts fault: transactions of FAULT-MALFORMED are not the agreed shape',
      priority: 5,
      request: { method: 'GET', urlPath: `${api}/v1/accounts/FAULT-MALFORMED/transactions` },
      response: { status: 200, jsonBody: { payload: { transactions: [{ id: 'X', date: 'yesterday', amount: '12.34' }] }, messages: [] }, headers: jsonHeaders },
    },
    {
      name: 'accounts fault: upcoming transactions disabled for demo.upcomingoff',
      priority: 5,
      request: { method: 'GET', urlPath: `${api}/v1/upcoming-transactions`, cookies: { DEMO_SESSION: { equalTo: 'demo.upcomingoff' } } },
      // A 200 with an E001 header, as the gateway answers a disabled function (no retries).
      response: {
        status: 200,
        jsonBody: { header: { statusCode: 'E001', errorMsg: [{ code: 'AP004T', desc: 'Upcoming transactions are not available.' }] } },
        headers: jsonHeaders,
      },
    },
  ];
  write(join(mappingsDir, 'faults.json'), `${JSON.stringify({ mappings }, null, 2)}\n`);
}

/**
 * Account nicknames (docs/api/account-nicknames.md): one list per customer, kept by the ledger
 * (NicknameOps.java, no seed: every customer starts with none). A change needs the
 * Re-authentication Security Code: without one the bank answers 0004 and nothing changes.
 */
function nicknameStubs() {
  const path = `${api}/v1/account-nicknames`;
  const keyed = { 'Idempotency-Key': { matches: '.+' } };
  const envelopeOf = (code, desc) => ({ header: { statusCode: 'E001', errorMsg: [{ code, desc }] } });
  const mappings = [
    {
      name: 'account nicknames: the customer\'s list (ledger, empty until the first change)',
      priority: 5,
      request: { method: 'GET', urlPath: path },
      response: {
        status: 200,
        headers: jsonHeaders,
        transformers: ['ledger'],
        transformerParameters: { read: 'accounts/{folder}/nicknames.json', empty: envelope([]) },
      },
    },
    {
      name: 'account nicknames: a change without a Re-authentication Security Code: 0004 (nothing changed)',
      priority: 1,
      request: {
        method: 'POST',
        urlPath: path,
        headers: keyed,
        bodyPatterns: [{ matchesJsonPath: '$.accountId' }, { matchesJsonPath: { expression: '$.reauthenticationCode', absent: true } }],
      },
      response: { status: 200, jsonBody: envelopeOf('0004', 'Re-authentication required.'), headers: jsonHeaders },
    },
    {
      name: 'account nicknames: change one (ledger op account-nickname)',
      priority: 2,
      request: { method: 'POST', urlPath: path, headers: keyed, bodyPatterns: [{ matchesJsonPath: '$.accountId' }] },
      response: { status: 200, transformers: ['ledger'], transformerParameters: { op: 'account-nickname' } },
    },
    {
      name: 'account nicknames: a change without a key or an account',
      priority: 4,
      request: { method: 'POST', urlPath: path },
      response: { status: 400, jsonBody: envelopeOf('FD001T', 'Bad request'), headers: jsonHeaders },
    },
  ];
  write(join(mappingsDir, 'nicknames.json'), `${JSON.stringify({ mappings }, null, 2)}\n`);
}

/**
 * The share-dealing host of the local environment (`/demo-sharedealing`, proxied to WireMock): the
 * pass-through POSTs the account's token in the form body to /sso. The right token gets a landing
 * page, any other a refusal. Plain HTML, no inline script or style (the preview's CSP).
 */
function shareDealingStubs(token) {
  const page = (title, message) =>
    `<!DOCTYPE html>\n<html lang="en-GB">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n</head>\n<body>\n<main>\n<h1>${title}</h1>\n<p>${message}</p>\n<p><a href="/#/summary">Back to Balances</a></p>\n</main>\n</body>\n</html>\n`;
  write(join(filesDir, 'sharedealing', 'signed-in.html'), page('Share dealing (demo)', 'You are signed in to the demo share dealing service.'));
  write(join(filesDir, 'sharedealing', 'refused.html'), page('Share dealing (demo)', 'We could not sign you in to share dealing. Please try again from your account.'));
  const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
  const mappings = [
    {
      name: 'share dealing: sign-in with the demo token',
      priority: 5,
      request: { method: 'POST', urlPath: '/demo-sharedealing/sso', formParameters: { authToken: { equalTo: token } } },
      response: { status: 200, bodyFileName: 'accounts/sharedealing/signed-in.html', headers: html },
    },
    {
      name: 'share dealing: any other sign-in is refused',
      priority: 10,
      request: { method: 'POST', urlPath: '/demo-sharedealing/sso' },
      response: { status: 401, bodyFileName: 'accounts/sharedealing/refused.html', headers: html },
    },
  ];
  write(join(mappingsDir, 'sharedealing.json'), `${JSON.stringify({ mappings }, null, 2)}\n`);
}

rmSync(filesDir, { recursive: true, force: true });
rmSync(mappingsDir, { recursive: true, force: true });
stubsFor(hardkey(), true);
stubsFor(history(), false);
stubsFor(appkey(), false);
stubsFor(newcustomer(), false);
faultStubs();
nicknameStubs();
shareDealingStubs('demo-sd-7f3a9c2e41b8');
console.log(`accounts demo data written to ${filesDir} and ${mappingsDir}`);
