/**
 * Writes the demo bank's my-details mappings (wiremock/mappings/my-details/*.json) and files
 * (wiremock/__files/my-details/*): `node scripts/generate-my-details-stubs.mjs`.
 * docs/api/my-details.md describes the calls; README.md ('The demo bank: my details') the test data.
 *
 * State lasts until the demo bank restarts, and `POST /__admin/scenarios/reset` puts it back:
 * - the email address: the demo bank's ledger (docs/api/ledger.md): the profile is a seed document per
 *   customer, read by the `ledger` transformer; a change is its generic `merge` op, once per key;
 * - statement preferences: the ledger too, with an op of this area (MyDetailsOps.java);
 * - the username, password, memorable answer and security answers: the ledger too
 *   (CredentialOps.java, `credentials.json` per customer); the log-on stubs (`ledger-username`) and
 *   the reset flows (`ledger-matches`) check what the customer set here.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answers as securityAnswers } from './generate-identity-flow-stubs.mjs';
import { memorableAnswer as demoMemorableAnswer, password as demoPassword } from './generate-identity-stubs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const api = '/gateway/api';
const idv = '/gateway/idv';
const jsonHeaders = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
const htmlHeaders = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

export const demoDetails = {
  title: 'Mr',
  firstName: 'Alex',
  lastName: 'Hardy',
  addresses: [{ type: 'HOME', lines: ['12 Battersea Park Road', 'London'], postcode: 'SW11 4NJ' }],
  phoneNumbers: [{ type: 'MOBILE', number: '07700 900123' }],
  emailAddress: 'alex.hardy@example.com',
};
/**
 * demo.appkey's own record: a name the standard PDF fonts cannot print (Ł), so the documents the bank
 * makes show they print the customer's name as written (docs/api/lending.md, the demo customers).
 */
export const appkeyDetails = {
  ...demoDetails,
  firstName: 'Łukasz',
  lastName: 'Wójcik',
  addresses: [{ type: 'HOME', lines: ['Flat 2, 41 Kingsland Road', 'London'], postcode: 'E8 4AA' }],
  emailAddress: 'lukasz.wojcik@example.com',
};
/**
 * demo.newcustomer's own record: the customer who registers in the app with 40-12-76 41230099
 * (docs/demo-bank.md, "Identity flows"); none of demo.hardkey's details.
 */
export const newcustomerDetails = {
  title: 'Ms',
  firstName: 'Priya',
  lastName: 'Shah',
  addresses: [{ type: 'HOME', lines: ['Flat 5, 88 Kennington Road', 'London'], postcode: 'SE11 6RE' }],
  phoneNumbers: [{ type: 'MOBILE', number: '07700 900582' }],
  emailAddress: 'priya.shah@example.com',
};
/** The demo customers' own password and memorable answer (one source: the log-on stubs' table). */
export const original = { password: demoPassword, memorableAnswer: demoMemorableAnswer };
/** An email address whose change is taken and then the connection dropped (the lost-answer case). */
export const lostAnswerEmail = 'lost.answer@example.com';

const post = (path, extra = {}) => ({ method: 'POST', urlPath: path, ...extra });
const get = (path) => ({ method: 'GET', urlPath: path });
const json = (body, status = 200) => ({ status, jsonBody: body, headers: jsonHeaders });
const keyed = { headers: { 'Idempotency-Key': { matches: '.+' } } };

// ---------------------------------------------------------------- profile and email (the ledger)
/** The customers with seed folders of their own (docs/api/ledger.md): each starts with these details. */
const seedFolders = ['hardkey', 'appkey', 'history', 'newcustomer'];

function profile() {
  const merge = { op: 'merge', doc: 'my-details/{folder}/profile.json', at: '/payload', fields: ['emailAddress'] };
  const change = (extra = {}) => ({ status: 200, transformers: ['ledger'], transformerParameters: { ...merge, ...extra } });
  return [
    {
      name: 'my details: profile (ledger)',
      priority: 5,
      request: get(`${api}/v2/customers/profile`),
      response: { status: 200, transformers: ['ledger'], transformerParameters: { read: 'my-details/{folder}/profile.json' } },
    },
    // The bank re-authenticates every change of email address: without the code it answers 0004 and
    // changes nothing; the same key with the code goes on below (docs/answers-and-reauthentication.md).
    {
      name: 'my details: change of email address without a Re-authentication Security Code: 0004 (nothing changed)',
      priority: 1,
      request: post(`${api}/v2/customers/email-address`, {
        ...keyed,
        bodyPatterns: [{ matchesJsonPath: '$.emailAddress' }, { matchesJsonPath: { expression: '$.reauthenticationCode', absent: true } }],
      }),
      response: json({ header: { statusCode: 'E001', errorMsg: [{ code: '0004', desc: 'Re-authentication required.' }] } }),
    },
    {
      name: 'my details: change of email address, carried out and then the answer lost',
      priority: 2,
      request: post(`${api}/v2/customers/email-address`, { ...keyed, bodyPatterns: [{ matchesJsonPath: `$[?(@.emailAddress == '${lostAnswerEmail}')]` }] }),
      response: change({ fault: 'CONNECTION_RESET_BY_PEER' }),
    },
    // A wrong Re-authentication Security Code (000000) is the ledger's to refuse and count (docs/answers-and-reauthentication.md).
    {
      name: 'my details: change of email address with a Re-authentication Security Code (ledger merge)',
      priority: 3,
      request: post(`${api}/v2/customers/email-address`, {
        ...keyed,
        bodyPatterns: [{ matchesJsonPath: '$.emailAddress' }, { matchesJsonPath: { expression: '$.reauthenticationCode', matches: '[0-9]{6}' } }],
      }),
      response: change(),
    },
    {
      name: 'my details: change of email address without a key or an address',
      priority: 4,
      request: post(`${api}/v2/customers/email-address`),
      response: json({ header: { statusCode: 'E001', errorMsg: [{ code: 'FD001T', desc: 'Bad request' }] } }, 400),
    },
  ];
}

// ---------------------------------------------------------------- statement preferences (the ledger)
const accounts = [
  { accountId: 'HK-CUR-001', accountName: 'Current Account', sortCode: '401276', accountNumber: '41234567', preference: 'ONLINE', inDays: 8 },
  { accountId: 'HK-SAV-003', accountName: 'Bonus Saver', sortCode: '401276', accountNumber: '51230001', preference: 'PAPER_AND_ONLINE', inDays: 22 },
];

/** demo.newcustomer's one account (scripts/generate-accounts-data.mjs). */
const newcustomerAccounts = [
  { accountId: 'NC-CUR-001', accountName: 'Current Account', sortCode: '401276', accountNumber: '41230099', preference: 'ONLINE', inDays: 6 },
];

/** The seed: each account with statements, its preference and its next statement date (the ledger resolves the date). */
function statementSeed(list = accounts) {
  return {
    payload: list.map(({ inDays, ...a }) => ({
      ...a,
      nextStatementDate: `{{now offset='${inDays} days' format='yyyy-MM-dd' timezone='Europe/London'}}`,
    })),
    messages: [],
  };
}

function statementPreferences() {
  return [
    {
      name: 'my details: statement preferences (ledger)',
      priority: 5,
      request: get(`${api}/v1/statement-preferences`),
      response: { status: 200, transformers: ['ledger'], transformerParameters: { read: 'my-details/{folder}/statement-preferences.json' } },
    },
    {
      name: 'my details: statement preferences, paper and online for any account without a Re-authentication Security Code: 0004 (nothing changed)',
      priority: 1,
      request: post(`${api}/v1/statement-preferences`, {
        ...keyed,
        bodyPatterns: [{ matchesJsonPath: "$.preferences[?(@.preference == 'PAPER_AND_ONLINE')]" }, { matchesJsonPath: { expression: '$.reauthenticationCode', absent: true } }],
      }),
      response: json({ header: { statusCode: 'E001', errorMsg: [{ code: '0004', desc: 'Re-authentication required.' }] } }),
    },
    {
      name: 'my details: change statement preferences (ledger op statement-preferences)',
      priority: 2,
      request: post(`${api}/v1/statement-preferences`, { ...keyed, bodyPatterns: [{ matchesJsonPath: '$.preferences' }] }),
      response: { status: 200, transformers: ['ledger'], transformerParameters: { op: 'statement-preferences' } },
    },
    {
      name: 'my details: statement preferences without a key or a list',
      priority: 4,
      request: post(`${api}/v1/statement-preferences`),
      response: json({ header: { statusCode: 'E001', errorMsg: [{ code: 'FD001T', desc: 'Bad request' }] } }, 400),
    },
  ];
}

// ---------------------------------------------------------------- security details (identity pages)
const page = (parameters) => ({ status: 200, bodyFileName: 'identity-flows/flow.html', headers: htmlHeaders, transformerParameters: { camLevel: 40, ...parameters } });
const wrongCode = [{ code: 'LOG_0008', field: 'reauthenticationCode', text: "The security code you've entered is incorrect. Please try again." }];
/** The internal headers the bank's session filter sets on a refused code (SessionFilter.java); never a client's. */
const refusalCode = 'X-Demo-Code-Refusal';
const refusalText = 'X-Demo-Code-Refusal-Text';
/** The bank's words inside the re-authentication lock (CodeLock.java), by whole minutes left. */
const reauthenticationLocked = (minutes) =>
  `You've entered an incorrect Re-authentication Security Code 3 times. For your security, you can try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
// The form asks for no code: the bank holds every security change for re-authentication (0004, below)
// and the app then shows the one Re-authentication field of every change.
const codeHelp = 'When you confirm, we will ask for a Re-authentication Security Code from your Secure Key.';
const reauthenticationRequired = [{ code: '0004', text: 'Re-authentication required.' }];

const changes = [
  {
    step: 'update-username',
    screen: 'UpdateUsername',
    title: 'Change your username',
    link: 'Change your username',
    fields: [{ name: 'newUsername', label: 'New username', maxlength: 76 }],
    done: 'Your username has been changed. Use your new username the next time you log on.',
  },
  {
    step: 'update-password',
    screen: 'UpdatePassword',
    title: 'Change your password',
    link: 'Change your password',
    fields: [
      { name: 'currentPassword', label: 'Current password', type: 'password', maxlength: 30 },
      { name: 'newPassword', label: 'New password', type: 'password', maxlength: 30 },
      { name: 'confirmPassword', label: 'Confirm your new password', type: 'password', maxlength: 30 },
    ],
    done: 'Your password has been changed. Use your new password the next time you log on.',
  },
  {
    step: 'update-memorable',
    screen: 'UpdateMemorable',
    title: 'Change your memorable answer',
    link: 'Change your memorable answer',
    fields: [
      { name: 'newMemorableAnswer', label: 'New memorable answer', type: 'password', maxlength: 36 },
      { name: 'confirmMemorableAnswer', label: 'Confirm your new memorable answer', type: 'password', maxlength: 36 },
    ],
    done: 'Your memorable answer has been changed. Use your new memorable answer the next time you log on.',
  },
  {
    step: 'update-security-question-1',
    screen: 'UpdateSecQ1',
    title: 'Change your answer to security question 1',
    link: 'Change your answer to security question 1',
    message: 'Security question 1: What was the name of your first school?',
    fields: [
      { name: 'newSecurityAnswer1', label: 'New answer', type: 'password', maxlength: 30 },
      { name: 'confirmSecurityAnswer1', label: 'Confirm your new answer', type: 'password', maxlength: 30 },
    ],
    done: 'Your answer to security question 1 has been changed.',
  },
  {
    step: 'update-security-question-2',
    screen: 'UpdateSecQ2',
    title: 'Change your answer to security question 2',
    link: 'Change your answer to security question 2',
    message: 'Security question 2: What is your favourite food?',
    fields: [
      { name: 'newSecurityAnswer2', label: 'New answer', type: 'password', maxlength: 30 },
      { name: 'confirmSecurityAnswer2', label: 'Confirm your new answer', type: 'password', maxlength: 30 },
    ],
    done: 'Your answer to security question 2 has been changed.',
  },
];

const options = page({
  screen: 'UpdateOptions',
  step: 'options',
  title: 'Security details',
  message: 'Choose what you would like to change. Each change asks for a Re-authentication Security Code from your Secure Key.',
  links: [
    ...changes.map((c) => ({ id: c.step.replaceAll('-', '_'), href: `security-details/${c.step}`, text: c.link })),
    { id: 'update_secure_key_pin', href: 'security-details/update-secure-key-pin', text: 'Change your Secure Key PIN' },
  ],
});

const formOf = (c, extra = {}) =>
  page({ screen: c.screen, step: c.step, title: c.title, message: c.message ? `${c.message} ${codeHelp}` : codeHelp, action: `security-details/${c.step}`, fields: c.fields, ...extra });

function securityDetails() {
  const out = [
    { name: 'security details: options (UpdateOptions)', request: get(`${idv}/security-details`), response: options },
    {
      name: 'security details: Secure Key PIN (UpdateMessage)',
      request: get(`${idv}/security-details/update-secure-key-pin`),
      response: page({
        screen: 'UpdateMessage',
        step: 'update-secure-key-pin',
        title: 'Change your Secure Key PIN',
        message:
          'You change your PIN on the Secure Key itself: hold the button with the padlock until it shows PIN, enter your current PIN, then your new PIN twice. If you have forgotten it, use Forgotten your Secure Key PIN? when you log on, or call us on {phone}.',
      }),
    },
  ];
  for (const c of changes) {
    out.push({ name: `security details: ${c.step} (${c.screen})`, request: get(`${idv}/security-details/${c.step}`), response: formOf(c) });
    // The bank checks and counts the code before any stub is matched (CodeCheck.java) and, on this
    // page-answering service, passes its refusal on in internal headers for the form to show.
    out.push({
      name: `security details: ${c.step}, the bank refused the Re-authentication Security Code (OLR_0043)`,
      priority: 1,
      request: post(`${idv}/security-details/${c.step}`, { headers: { [refusalCode]: { equalTo: 'OLR_0043' } } }),
      response: formOf(c, { errors: wrongCode }),
    });
    for (const minutes of [1, 2, 3, 4, 5]) {
      const text = reauthenticationLocked(minutes);
      out.push({
        name: `security details: ${c.step}, re-authentication locked by the bank (${minutes} min)`,
        priority: 1,
        request: post(`${idv}/security-details/${c.step}`, { headers: { [refusalCode]: { equalTo: 'LDG_REAUTH_LOCKED' }, [refusalText]: { equalTo: text } } }),
        response: formOf(c, { errors: [{ code: 'LDG_REAUTH_LOCKED', field: 'reauthenticationCode', text }] }),
      });
    }
    const complete = page({ screen: 'UpdateSuccess', step: 'update-complete', title: 'Change complete', message: c.done });
    const right = { ...keyed, formParameters: { reauthenticationCode: { matches: '^[0-9]{6}$' } } };
    // Each change is an op of the ledger (CredentialOps.java) on the stub's own page; setting the same
    // value again is no further change, so a retry with the key is harmless.
    const op = {
      'update-username': 'change-username',
      'update-password': 'change-password',
      'update-memorable': 'change-memorable-answer',
      'update-security-question-1': 'security-answer-1',
      'update-security-question-2': 'security-answer-2',
    }[c.step];
    out.push({
      name: `security details: ${c.step}, done (ledger op ${op})`,
      priority: 2,
      request: post(`${idv}/security-details/${c.step}`, right),
      response: { ...complete, transformers: ['ledger'], transformerParameters: { ...complete.transformerParameters, op, idempotent: false } },
    });
    out.push({
      name: `security details: ${c.step} without a Re-authentication Security Code: 0004 (nothing changed)`,
      priority: 3,
      request: post(`${idv}/security-details/${c.step}`, { ...keyed, formParameters: { reauthenticationCode: { absent: true } } }),
      response: formOf(c, { errors: reauthenticationRequired }),
    });
    out.push({
      name: `security details: ${c.step}, no valid code`,
      priority: 4,
      request: post(`${idv}/security-details/${c.step}`),
      response: formOf(c, { errors: wrongCode }),
    });
  }
  return out;
}

function write(file, mappings) {
  writeFileSync(join(root, 'wiremock/mappings/my-details', file), `${JSON.stringify({ mappings }, null, 2)}\n`);
}

const mappingsDir = join(root, 'wiremock/mappings/my-details');
const filesDir = join(root, 'wiremock/__files/my-details');
rmSync(mappingsDir, { recursive: true, force: true });
rmSync(filesDir, { recursive: true, force: true });
mkdirSync(mappingsDir, { recursive: true });
mkdirSync(filesDir, { recursive: true });
write('profile.json', profile());
write('statement-preferences.json', statementPreferences());
write('security-details.json', securityDetails());
for (const folder of seedFolders) {
  mkdirSync(join(filesDir, folder), { recursive: true });
  const details = folder === 'appkey' ? appkeyDetails : folder === 'newcustomer' ? newcustomerDetails : demoDetails;
  writeFileSync(join(filesDir, folder, 'profile.json'), `${JSON.stringify({ payload: details, messages: [] }, null, 2)}\n`);
  writeFileSync(join(filesDir, folder, 'statement-preferences.json'), `${JSON.stringify(statementSeed(folder === 'newcustomer' ? newcustomerAccounts : accounts), null, 2)}\n`);
  // The secrets the log-on and the reset flows ask for (generate-identity-stubs.mjs, generate-identity-flow-stubs.mjs), until changed in the app.
  writeFileSync(join(filesDir, folder, 'credentials.json'), `${JSON.stringify({ password: original.password, memorableAnswer: original.memorableAnswer, securityAnswer1: securityAnswers.first, securityAnswer2: securityAnswers.second }, null, 2)}\n`);
}
console.log('my-details stubs written');
