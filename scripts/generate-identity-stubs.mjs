/**
 * Writes the demo bank's identity-service mappings (wiremock/mappings/identity/*.json) from the
 * customer table below: `node scripts/generate-identity-stubs.mjs`. The pages themselves are the
 * hand-written templates in wiremock/__files/identity/. Generated because the lock rule needs one
 * WireMock scenario per customer (Started, F1 ... F4, Locked) and a mapping per state and outcome.
 * docs/api/identity.md describes the result; FakeIdentityService plays the same table in memory.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const password = 'Mercury2024';
export const memorableAnswer = 'Paddington';

/** tokenType null: none chosen yet. positions: the three characters the customer is always asked for. */
export const customers = [
  { username: 'demo.hardkey', tokenType: 'hard', kind: 'active', positions: ['2nd', '5th', 'last'] },
  { username: 'demo.appkey', tokenType: 'soft', kind: 'active', positions: ['1st', '3rd', 'penultimate'] },
  { username: 'demo.readonly', tokenType: null, kind: 'readonly', positions: ['2nd', '4th', 'last'] },
  { username: 'demo.locked', tokenType: 'hard', kind: 'locked', positions: ['1st', '6th', 'last'] },
  { username: 'demo.forceselect', tokenType: null, kind: 'forceselect', positions: ['3rd', '5th', 'penultimate'] },
  { username: 'demo.history', tokenType: 'hard', kind: 'active', positions: ['2nd', '5th', 'last'] },
  { username: 'demo.limited', tokenType: 'hard', kind: 'active', positions: ['2nd', '5th', 'last'] },
  // 65 on the first day of 2027/28 (savings/senior/applicant-details.json): the over-65s' cash ISA limit; demo.hardkey's accounts otherwise.
  { username: 'demo.senior', tokenType: 'hard', kind: 'active', positions: ['2nd', '5th', 'last'] },
  // No Secure Key at all: the level-40 redirect offers the choice, and the activation flow follows (identity-flows stubs).
  { username: 'demo.nokey', tokenType: null, kind: 'forceselect', positions: ['1st', '4th', 'last'] },
];
/** An unknown username is asked like anyone else (PSD2 RTS 4(3)(a)); all unknown names share one lock counter. */
export const unknownPositions = ['2nd', '5th', 'last'];

const base = '/gateway/idv';
const states = ['Started', 'F1', 'F2', 'F3', 'F4'];
const nextState = { Started: 'F1', F1: 'F2', F2: 'F3', F3: 'F4', F4: 'Locked' };
const htmlHeaders = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

export function characterAt(position) {
  if (position === 'last') return password.at(-1);
  if (position === 'penultimate') return password.at(-2);
  return password.charAt(Number.parseInt(position, 10) - 1);
}

const positionLabel = (p) => (p === 'penultimate' ? 'Penultimate character' : p === 'last' ? 'Last character' : `${p} character`);
/**
 * The username matches through the ledger (`ledger-username`, docs/api/my-details.md): the customer's
 * own name, case-insensitive, until they change it in the app; then the new one only, and the old one
 * falls to the stubs of unknown usernames.
 */
const loggingOnAs = (name, query = false, secrets = {}) => ({
  customMatcher: { name: 'ledger-username', parameters: { customer: name, ...(query ? { query: true } : {}), ...secrets } },
});
/**
 * The password characters and memorable answer are checked against the customer's credentials in the
 * ledger (`my-details/{folder}/credentials.json`, seeded with `password` and `memorableAnswer`), so one
 * changed in security details logs on and the old one fails, and wrong tries count towards the lock.
 */
const withSecrets = (name, secrets) => loggingOnAs(name, false, secrets);
const codeRight = { matches: '^(?!000000)[0-9]{6}$' };

function page(file, parameters = {}, extraHeaders = {}) {
  return {
    status: 200,
    bodyFileName: `identity/${file}`,
    headers: { ...htmlHeaders, ...extraHeaders },
    transformerParameters: parameters,
  };
}

function passwordPage(positions, extra = {}) {
  const [first, second, third] = positions.map(positionLabel);
  return page('password.html', { first, second, third, ...extra });
}

const scenarioOf = (c) => (c ? `identity-${c.username}` : 'identity-unknown');

function mappingsFor(c) {
  const out = [];
  const name = c?.username;
  const tag = name ?? 'unknown';
  const who = name ? loggingOnAs(name) : {};
  // Known customers outrank the catch-all of unknown usernames.
  const p = (n) => (name ? n : n + 10);
  const positions = c?.positions ?? unknownPositions;
  const scenarioName = scenarioOf(c);

  // Stage 1: the username. No session yet: a session exists only once the log-on is complete. The
  // identity service remembers, for its own pages only, who is logging on (the reset and PIN flows
  // start from it) behind an opaque cookie (SessionOpener's rememberLogOn); the bank's API never
  // reads it (SessionFilter).
  const username = passwordPage(positions, { rememberLogOn: true });
  out.push({
    name: `idv ${tag}: username`,
    priority: p(1),
    request: { method: 'POST', urlPath: `${base}/logon/username`, ...who },
    response: username,
  });

  if (c?.kind === 'locked') {
    for (const stage of ['password', 'securetoken']) {
      out.push({
        name: `idv ${tag}: ${stage} (locked)`,
        priority: p(1),
        request: { method: 'POST', urlPath: `${base}/logon/${stage}`, ...who },
        response: page('locked.html'),
      });
    }
    return out;
  }

  for (const stage of ['password', 'securetoken']) {
    out.push({
      name: `idv ${tag}: ${stage} while locked`,
      priority: p(1),
      scenarioName,
      requiredScenarioState: 'Locked',
      request: { method: 'POST', urlPath: `${base}/logon/${stage}`, ...who },
      response: page('locked.html'),
    });
  }

  // Stage 2: three characters and the memorable answer.
  if (c) {
    out.push({
      name: `idv ${tag}: password right`,
      priority: p(2),
      request: {
        method: 'POST',
        urlPath: `${base}/logon/password`,
        ...withSecrets(name, { password: c.positions, memorableAnswer: true }),
      },
      response:
        c.kind === 'readonly'
          ? page('readonly.html', { openSession: true })
          : page('cam30-success.html', c.tokenType && c.kind !== 'forceselect' ? { tokenType: c.tokenType } : {}),
    });
  }
  for (const state of states) {
    const locks = nextState[state] === 'Locked';
    out.push({
      name: `idv ${tag}: password wrong in ${state}`,
      priority: p(3),
      scenarioName,
      requiredScenarioState: state,
      newScenarioState: nextState[state],
      request: { method: 'POST', urlPath: `${base}/logon/password`, ...who },
      response: locks ? page('locked.html') : passwordPage(positions, { error: 'mismatch', ...(state === 'F3' ? { warning: true } : {}) }),
    });
  }

  // Stage 3: the memorable answer again and the 6-digit security code.
  if (c) {
    const tokenParam = c.tokenType && c.kind !== 'forceselect' ? { tokenType: c.tokenType } : {};
    out.push({
      name: `idv ${tag}: security code right`,
      priority: p(2),
      scenarioName,
      // A completed log-on ends the run of failures.
      newScenarioState: 'Started',
      request: {
        method: 'POST',
        urlPath: `${base}/logon/securetoken`,
        ...withSecrets(name, { memorableAnswer: true }),
        formParameters: { idv_OtpCredential: codeRight },
      },
      // The log-on is complete: the demo bank opens the customer's session (SessionOpener).
      response: page('complete.html', { tokenType: c.tokenType ?? 'soft', openSession: true }),
    });
    for (const state of states) {
      const locks = nextState[state] === 'Locked';
      const warning = state === 'F3' ? { warning: true } : {};
      out.push({
        name: `idv ${tag}: memorable answer wrong at stage 3 in ${state}`,
        priority: p(3),
        scenarioName,
        requiredScenarioState: state,
        newScenarioState: nextState[state],
        request: {
          method: 'POST',
          urlPath: `${base}/logon/securetoken`,
          ...withSecrets(name, { memorableAnswer: false }),
        },
        response: locks ? page('locked.html') : page('securetoken.html', { ...tokenParam, error: 'mismatch', ...warning }),
      });
      out.push({
        name: `idv ${tag}: security code wrong in ${state}`,
        priority: p(4),
        scenarioName,
        requiredScenarioState: state,
        newScenarioState: nextState[state],
        request: { method: 'POST', urlPath: `${base}/logon/securetoken`, ...who },
        response: locks ? page('locked.html') : page('securetoken.html', { ...tokenParam, error: 'code', ...warning }),
      });
    }

    // The level-40 redirect: the Secure Key page of the customer's token, or token selection when none is chosen.
    out.push({
      name: `idv ${tag}: level-40 redirect`,
      priority: p(1),
      request: { method: 'GET', urlPath: `${base}/logon/cam40`, ...loggingOnAs(name, true) },
      response: c.tokenType && c.kind !== 'forceselect' ? page('securetoken.html', tokenParam) : page('token-selection.html'),
    });
  }
  return out;
}

function commonMappings() {
  return [
    { name: 'idv: log-on page', request: { method: 'GET', urlPath: `${base}/logon` }, response: page('logon.html') },
    {
      name: 'idv: log-off',
      request: { method: 'GET', urlPath: `${base}/logoff` },
      // The session ends and its cookie is expired in the demo bank itself (SessionFilter, SessionOpener).
      response: page('logoff.html'),
    },
    { name: 'idv: force token selection', request: { method: 'GET', urlPath: `${base}/force-token-selection` }, response: page('token-selection.html') },
    { name: 'idv: token chosen', request: { method: 'POST', urlPath: `${base}/activation/choose` }, response: page('securetoken.html') },
    { name: 'idv: level-40 redirect, anyone else', priority: 20, request: { method: 'GET', urlPath: `${base}/logon/cam40` }, response: page('token-selection.html') },
    {
      name: 'idv: security code, anyone else',
      priority: 20,
      request: { method: 'POST', urlPath: `${base}/logon/securetoken` },
      response: page('securetoken.html', { error: 'mismatch' }),
    },
    { name: 'idv test page: logged on twice', request: { method: 'GET', urlPath: `${base}/test/multiple-login` }, response: page('multiple-login.html') },
    { name: 'idv test page: timed out', request: { method: 'GET', urlPath: `${base}/test/timed-out` }, response: page('timed-out.html') },
    { name: 'idv test page: unrecognised', request: { method: 'GET', urlPath: `${base}/test/unrecognised` }, response: page('unrecognised.html') },
    { name: 'idv test page: general error', request: { method: 'GET', urlPath: `${base}/test/general-error` }, response: page('general-error.html') },
  ];
}

export function allMappings() {
  const mappings = [...commonMappings()];
  for (const c of [...customers, null]) mappings.push(...mappingsFor(c));
  return mappings;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'wiremock', 'mappings', 'identity');
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (f.endsWith('.json')) rmSync(join(dir, f));
  const groups = new Map();
  for (const m of allMappings()) {
    const file = m.name.startsWith('idv demo.') || m.name.startsWith('idv unknown')
      ? `customer-${m.name.split(':')[0].replace('idv ', '').replace('demo.', '')}.json`
      : 'pages.json';
    groups.set(file, [...(groups.get(file) ?? []), m]);
  }
  for (const [file, mappings] of groups) writeFileSync(join(dir, file), `${JSON.stringify({ mappings }, null, 2)}\n`);
  console.log(`wrote ${[...groups.values()].flat().length} identity mappings in ${groups.size} files to ${dir}`);
}
