/**
 * Do our exports of a very long history still read cleanly in real money software's parsers?
 *
 *   node scripts/check-exports.mjs        # also run by `npm run bench`
 *
 * Starts the demo bank, reads demo.history's 100,000 transactions through the app's own mapper,
 * writes every row as CSV, OFX and QIF with the app's own writers (src/adapters/accounts/transaction-files,
 * loaded through Vite's module runner), then parses each file with every tool that is installed and
 * prints the rows each tool found:
 *
 * - libofx (`ofxdump`, Debian package `ofx`): the OFX file; errors counted from its log
 * - ofxparse (Python, Debian package `python3-ofxparse`): the OFX file
 * - Finance::QIF (Perl, Debian package `libfinance-qif-perl`): the QIF file
 * - Python's csv module: the CSV file
 *
 * A tool that is not installed is skipped, saying so (install: apt-get install ofx python3-ofxparse
 * libfinance-qif-perl). Exits 1 when an installed tool reads a different number of rows or reports an
 * error; nothing here depends on the machine's speed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { startWiremock } from './wiremock-server.mjs';
import { openBankSession } from './bank-session.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// CHECK_EXPORTS_ROWS=N checks only the newest N rows (a quick look that the tools read our files at all).
const limit = Number(process.env.CHECK_EXPORTS_ROWS ?? 0);
const expected = limit > 0 ? limit : 100_000;

const load = async (path) => (await runnerImport(join(root, path), { configFile: false, logLevel: 'error' })).module;

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0;
// Debian's Python, where Debian's python3-ofxparse is (a pyenv `python3` earlier on PATH would not see it).
const python = ['/usr/bin/python3', 'python3'].find((p) => spawnSync(p, ['-c', 'import sys'], { encoding: 'utf8' }).status === 0);
const pythonHas = (module) => python !== undefined && spawnSync(python, ['-c', `import ${module}`], { encoding: 'utf8' }).status === 0;
const perlHas = (module) => has('perl') && spawnSync('perl', [`-M${module}`, '-e', '1'], { encoding: 'utf8' }).status === 0;

/** Runs a command, counting lines of its output that match, without holding megabytes of log. */
function run(command, args, patterns) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const counts = Object.fromEntries(Object.keys(patterns).map((k) => [k, 0]));
    let out = '';
    const scan = (chunk, rest) => {
      const text = rest + chunk.toString('utf8');
      const lines = text.split('\n');
      const tail = lines.pop() ?? '';
      for (const line of lines) {
        for (const [name, pattern] of Object.entries(patterns)) if (pattern.test(line)) counts[name] += 1;
        if (out.length < 2000) out += `${line}\n`;
      }
      return tail;
    };
    let restOut = '';
    let restErr = '';
    child.stdout.on('data', (c) => (restOut = scan(c, restOut)));
    child.stderr.on('data', (c) => (restErr = scan(c, restErr)));
    child.on('error', reject);
    child.on('close', (code) => {
      scan('\n', restOut);
      scan('\n', restErr);
      resolveRun({ code, counts, out });
    });
  });
}

async function exportsOfHistory() {
  const mapper = await load('src/adapters/accounts/accounts.mapper.ts');
  const transactionsMapper = await load('src/adapters/accounts/transactions.mapper.ts');
  const files = await load('src/core/accounts/transaction-file.ts');
  const csv = await load('src/adapters/accounts/transaction-files/csv-transactions.writer.ts');
  const ofx = await load('src/adapters/accounts/transaction-files/ofx-transactions.writer.ts');
  const qif = await load('src/adapters/accounts/transaction-files/qif-transactions.writer.ts');
  const wiremock = await startWiremock();
  try {
    const headers = { Cookie: await openBankSession(wiremock.url, 'demo.history') };
    const get = async (path) => (await fetch(`${wiremock.url}/gateway/api${path}`, { headers })).json();
    const { accounts } = mapper.toAccounts(await get('/v12/accounts'));
    const account = accounts[0];
    const answer = transactionsMapper.toTransactions(await get(`/v1/accounts/${account.id}/transactions`), account.id);
    const all = limit > 0 ? answer.slice(0, limit) : answer;
    const range = { from: all.at(-1).date, to: all[0].date };
    const rows = files.transactionsForFile(all, range);
    return {
      rows: rows.length,
      csv: csv.toCsv(rows),
      ofx: ofx.toOfx(account, rows, range, ofx.ofxTimestamp(Date.now())),
      qif: qif.toQif(account, rows),
    };
  } finally {
    await wiremock.stop();
  }
}

export async function checkExports() {
  const t0 = performance.now();
  const made = await exportsOfHistory();
  const dir = mkdtempSync(join(tmpdir(), 'check-exports-'));
  const results = [];
  let failed = false;
  const record = (tool, file, rows, note = '') => {
    const ok = rows === expected && !note.startsWith('ERROR');
    if (!ok) failed = true;
    results.push([tool, file, rows === null ? '-' : rows.toLocaleString('en-GB'), ok ? `clean${note ? `; ${note}` : ''}` : `NOT clean: ${note || `expected ${expected.toLocaleString('en-GB')}`}`]);
  };
  const skip = (tool, file, install) => results.push([tool, file, '-', `skipped: not installed (apt-get install ${install})`]);
  try {
    const path = (ext) => join(dir, `history.${ext}`);
    writeFileSync(path('csv'), made.csv);
    writeFileSync(path('ofx'), made.ofx);
    writeFileSync(path('qif'), made.qif);

    if (has('ofxdump')) {
      const r = await run('ofxdump', [path('ofx')], {
        transactions: /Financial institution's ID for this transaction/,
        errors: /LibOFX ERROR/,
        warnings: /LibOFX WARNING/,
      });
      const note = r.counts.errors > 0 || r.code !== 0 ? `ERROR: ${r.counts.errors} errors, exit ${r.code}` : `${r.counts.warnings.toLocaleString('en-GB')} warnings (dates without a time, allowed by OFX 1.0.2)`;
      record('libofx (ofxdump)', 'OFX', r.counts.transactions, note);
    } else skip('libofx (ofxdump)', 'OFX', 'ofx');

    if (pythonHas('ofxparse')) {
      const code = 'import sys, ofxparse\nwith open(sys.argv[1], "rb") as f:\n    ofx = ofxparse.OfxParser.parse(f)\nprint(len(ofx.account.statement.transactions))';
      const r = spawnSync(python, ['-c', code, path('ofx')], { encoding: 'utf8', maxBuffer: 1 << 20 });
      record('ofxparse (Python)', 'OFX', r.status === 0 ? Number(r.stdout.trim()) : null, r.status === 0 ? '' : `ERROR: ${r.stderr.trim().split('\n').at(-1)}`);
    } else skip('ofxparse (Python)', 'OFX', 'python3-ofxparse');

    if (perlHas('Finance::QIF')) {
      const code = 'use Finance::QIF; my $q = Finance::QIF->new(file => $ARGV[0]); my $n = 0; while (my $r = $q->next) { $n++ if defined $r->{transaction} } print "$n\\n";';
      const r = spawnSync('perl', ['-e', code, path('qif')], { encoding: 'utf8', maxBuffer: 1 << 20 });
      record('Finance::QIF (Perl)', 'QIF', r.status === 0 ? Number(r.stdout.trim()) : null, r.status === 0 ? '' : `ERROR: ${r.stderr.trim().split('\n').at(-1)}`);
    } else skip('Finance::QIF (Perl)', 'QIF', 'libfinance-qif-perl');

    if (python !== undefined) {
      const code = 'import csv, sys\nwith open(sys.argv[1], newline="", encoding="utf-8-sig") as f:\n    rows = list(csv.reader(f))\nassert rows[0] == ["Date", "Description", "Type", "Amount (GBP)", "Balance (GBP)"], rows[0]\nprint(len(rows) - 1)';
      const r = spawnSync(python, ['-c', code, path('csv')], { encoding: 'utf8', maxBuffer: 1 << 20 });
      record('csv module (Python)', 'CSV', r.status === 0 ? Number(r.stdout.trim()) : null, r.status === 0 ? '' : `ERROR: ${r.stderr.trim().split('\n').at(-1)}`);
    } else skip('csv module (Python)', 'CSV', 'python3');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const mb = (text) => `${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `\nExports of every row of demo.history read by money software's parsers (${made.rows.toLocaleString('en-GB')} rows written; CSV ${mb(made.csv)}, OFX ${mb(made.ofx)}, QIF ${mb(made.qif)}; ${((performance.now() - t0) / 1000).toFixed(1)} s)\n`,
  );
  const headers = ['Parser', 'File', 'Rows read', 'Result'];
  const width = headers.map((h, c) => Math.max(h.length, ...results.map((r) => r[c].length)));
  console.log(`| ${headers.map((h, c) => h.padEnd(width[c])).join(' | ')} |`);
  console.log(`| ${width.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of results) console.log(`| ${r.map((v, c) => v.padEnd(width[c])).join(' | ')} |`);
  return !failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clean = await checkExports();
  if (!clean) process.exitCode = 1;
}
