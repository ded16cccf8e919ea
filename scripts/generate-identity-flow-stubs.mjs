/**
 * Writes the demo bank's identity-flow mappings (wiremock/mappings/identity-flows/*.json):
 * `node scripts/generate-identity-flow-stubs.mjs`. Every page is the one template
 * wiremock/__files/identity-flows/flow.html, filled from the mapping's transformer parameters
 * (screen, step, title, fields ...), so a flow reads here as a list of steps. docs/api/identity.md
 * ('Identity flows') describes the result; README.md ('The demo bank: identity flows') the test data.
 *
 * State: three wrong security answers in a row (scenario per flow) end on the too-many-tries page.
 * A new password (online reset of demo.hardkey, or a registration) is taught to the log-on stubs by a
 * webhook to WireMock's own admin API: mappings with fixed ids, in memory only, so they last until the
 * demo bank restarts (or a test deletes them by id).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const base = '/gateway/idv';
const htmlHeaders = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
export const answers = { first: 'Battersea', second: 'Marmalade' };
export const telephonePassword = 'Thames';
export const newCustomer = { sortCode: '401276', accountNumber: '41230099', cardNumber: '4929000000000006' };
/**
 * The customer a registration makes, whatever username they choose: the demo bank's ledger records the
 * username as theirs (`registrationOf`, SessionOpener.java), so they see demo.newcustomer's seeds.
 */
export const registeredCustomer = 'demo.newcustomer';
/** demo.hardkey's current account: registering it again answers 'already registered'. */
export const registeredAccount = { sortCode: '401276', accountNumber: '41234567' };
export const serialNumber = '1234567890';
/** The ids of the mappings the webhooks add, so a test can remove them (DELETE /__admin/mappings/{id}). */
export const learnedMappingIds = {
  hardkeyPassword: '7d1c0a52-5f0e-4c56-9a61-000000000001',
  newCustomerPassword: '7d1c0a52-5f0e-4c56-9a61-000000000002',
  newCustomerSecurityCode: '7d1c0a52-5f0e-4c56-9a61-000000000003',
};

const ci = (value) => ({ equalTo: value, caseInsensitive: true });
const notCi = (value) => ({ doesNotMatch: `(?i)^${value}$` });
const user = (name) => ({ userid: ci(name) });
/**
 * The security answers are the customer's in the demo bank's ledger (`my-details/{folder}/credentials.json`,
 * seeded with `answers`): a new answer set in security details is the one these flows accept. The
 * customer is the session's, else demo.hardkey (docs/api/my-details.md).
 */
const answersRight = (fields) => ({
  customMatcher: {
    name: 'ledger-matches',
    parameters: { doc: 'my-details/{folder}/credentials.json', ignoreCase: true, formParameters: Object.fromEntries(fields.map((f) => [f, `/${f}`])) },
  },
});
const page = (parameters) => ({ status: 200, bodyFileName: 'identity-flows/flow.html', headers: htmlHeaders, transformerParameters: parameters });
const logOnPage = (file, parameters = {}) => ({ status: 200, bodyFileName: `identity/${file}`, headers: htmlHeaders, transformerParameters: parameters });
const post = (path, formParameters) => ({ method: 'POST', urlPath: `${base}/${path}`, ...(formParameters ? { formParameters } : {}) });
const get = (path) => ({ method: 'GET', urlPath: `${base}/${path}` });

const errorPages = {
  suspended: page({
    screen: 'Error',
    step: 'suspended',
    title: 'Your Online Banking has been suspended',
    errors: [{ code: 'FD2G006', text: 'Your Online Banking has been suspended. Please call us.' }],
  }),
  maxTries: page({
    screen: 'Error',
    step: 'max-tries',
    title: 'Too many tries',
    errors: [{ code: 'FD2G008', text: "You've answered incorrectly too many times." }],
  }),
  reRegistration: page({
    screen: 'Error',
    step: 're-registration',
    title: 'Already registered',
    errors: [{ code: 'FD2G009', text: 'You are already registered for Online Banking.' }],
  }),
};
const answerWrong = (field) => [{ code: 'SEC_0001', field, text: "The answer you've entered is incorrect. Please try again." }];

const question1 = { name: 'securityAnswer1', label: 'What was the name of your first school?', type: 'password', maxlength: 36 };
const question2 = { name: 'securityAnswer2', label: 'What is your favourite food?', type: 'password', maxlength: 36 };
const newPassword = [
  { name: 'newPassword', label: 'New password', type: 'password', maxlength: 30 },
  { name: 'confirmPassword', label: 'Confirm your new password', type: 'password', maxlength: 30 },
];
const newMemorable = [
  { name: 'newMemorableAnswer', label: 'Your memorable answer', type: 'password', maxlength: 36 },
  { name: 'confirmMemorableAnswer', label: 'Confirm your memorable answer', type: 'password', maxlength: 36 },
];
const memorableQuestion = {
  name: 'memorableQuestion',
  label: 'Memorable question',
  options: [
    { value: '', label: 'Please select' },
    { value: 'PLACE', label: 'Your favourite place' },
    { value: 'FILM', label: 'Your favourite film' },
  ],
};

/**
 * The two security questions with the three-strikes rule: `scenario` counts wrong answers in a row
 * (Started, W1, W2); the third ends on the too-many-tries page. `next1`/`next2` answer the right ones.
 */
function securityQuestions({ tag, scenario, path1, path2, screen, step1, step2, page1, page2, next2, suspendedAfter }) {
  const out = [];
  const wrongStates = [
    ['Started', 'W1', false],
    ['W1', 'W2', false],
    ['W2', 'Started', true],
  ];
  const ask = [
    [path1, 'securityAnswer1', page1, page2],
    [path2, 'securityAnswer2', page2, null],
  ];
  for (const [path, field, samePage, nextPage] of ask) {
    if (suspendedAfter && !nextPage) {
      out.push({
        name: `${tag}: ${field} right, demo.suspended`,
        priority: 1,
        scenarioName: scenario,
        newScenarioState: 'Started',
        request: { ...post(path, user('demo.suspended')), ...answersRight([field]) },
        response: errorPages.suspended,
      });
    }
    out.push({
      name: `${tag}: ${field} right`,
      priority: 2,
      scenarioName: scenario,
      newScenarioState: 'Started',
      request: { ...post(path), ...answersRight([field]) },
      response: nextPage ?? next2,
    });
    for (const [state, nextState, last] of wrongStates) {
      out.push({
        name: `${tag}: ${field} wrong in ${state}`,
        priority: 3,
        scenarioName: scenario,
        requiredScenarioState: state,
        newScenarioState: nextState,
        request: post(path),
        response: last ? errorPages.maxTries : { ...samePage, transformerParameters: { ...samePage.transformerParameters, errors: answerWrong(field) } },
      });
    }
  }
  void screen;
  void step1;
  void step2;
  return out;
}

/** A webhook that teaches the log-on stubs a password (and memorable answer) set in a flow. */
function learnLogOn({ userExpr, answerExpr, mappings }) {
  const body = JSON.stringify({ mappings, importOptions: { duplicatePolicy: 'OVERWRITE', deleteAllNotInImport: false } })
    .replaceAll('__USER__', userExpr)
    .replaceAll('__ANSWER__', answerExpr);
  return [
    {
      name: 'webhook',
      parameters: {
        method: 'POST',
        url: '{{originalRequest.baseUrl}}/__admin/mappings/import',
        headers: { 'Content-Type': 'application/json' },
        body: `{{formData originalRequest.body 'form' urlDecode=true}}${body}`,
      },
    },
  ];
}

/** The three characters the log-on asks (2nd, 5th, last), taken from the new password by the webhook's template. */
const passwordCharacters = {
  keyrcc_password_first: { equalTo: "{{regexExtract form.newPassword '(?<=^.).'}}" },
  keyrcc_password_second: { equalTo: "{{regexExtract form.newPassword '(?<=^.{4}).'}}" },
  keyrcc_password_third: { equalTo: "{{regexExtract form.newPassword '.$'}}" },
};

function onlineReset() {
  const screen = 'OnlineReset';
  const tag = 'idv flow online reset';
  const q1 = page({ screen, step: 'security-question-1', title: 'Security question 1', action: 'onlinereset/security-question-1', fields: [question1] });
  const q2 = page({ screen, step: 'security-question-2', title: 'Security question 2', action: 'onlinereset/security-question-2', fields: [question2] });
  const options = page({
    screen,
    step: 'options',
    title: 'What would you like to reset?',
    action: 'onlinereset/options',
    radios: [
      {
        name: 'resetOption',
        legend: 'What would you like to reset?',
        options: [
          { value: 'password', label: 'My password' },
          { value: 'memorable', label: 'My memorable answer' },
          { value: 'both', label: 'Both' },
        ],
      },
    ],
  });
  const code = (extra = {}) =>
    page({
      screen,
      step: 'security-code',
      title: 'Security code',
      message: 'Generate a Log on Security Code with your Secure Key and enter it below.',
      action: 'onlinereset/security-code',
      carryResetOption: true,
      fields: [{ name: 'securityCode', label: 'Security code', type: 'password', maxlength: 6 }],
      ...extra,
    });
  const memorable = page({ screen, step: 'memorable', title: 'New memorable answer', action: 'onlinereset/memorable', carryResetOption: true, fields: newMemorable });
  const password = page({ screen, step: 'password', title: 'New password', action: 'onlinereset/password', carryResetOption: true, fields: newPassword });
  const reset = page({
    screen,
    step: 'reset',
    title: 'Resetting your details',
    message: 'Please wait while we reset your details.',
    action: 'onlinereset/reset',
    method: 'get',
    autosubmit: true,
  });
  const complete = page({
    screen,
    step: 'complete',
    title: 'Your details have been reset',
    message: 'You can now log on with your new details.',
    camLevel: 30,
  });
  const index = page({
    screen,
    step: 'index',
    title: 'Reset your log on details',
    message: "We'll ask your security questions, then a security code from your Secure Key.",
    action: 'onlinereset/start',
    askUser: true,
  });
  const out = [];
  for (const path of ['onlinereset', 'reset/password', 'reset/memorable']) out.push({ name: `${tag}: index (${path})`, request: get(path), response: index });
  out.push({ name: `${tag}: start`, request: post('onlinereset/start'), response: q1 });
  out.push(
    ...securityQuestions({
      tag,
      scenario: 'identity-flow-online-reset',
      path1: 'onlinereset/security-question-1',
      path2: 'onlinereset/security-question-2',
      page1: q1,
      page2: q2,
      next2: options,
      suspendedAfter: true,
    }),
  );
  out.push({ name: `${tag}: option chosen`, request: post('onlinereset/options'), response: code() });
  out.push({
    name: `${tag}: security code 000000`,
    priority: 1,
    request: post('onlinereset/security-code', { securityCode: { equalTo: '000000' } }),
    response: code({ errors: [{ code: 'LOG_0008', field: 'securityCode', text: "The security code you've entered is incorrect. Please try again." }] }),
  });
  out.push({
    name: `${tag}: security code, password only`,
    priority: 2,
    request: post('onlinereset/security-code', { resetOption: { equalTo: 'password' } }),
    response: password,
  });
  out.push({ name: `${tag}: security code, memorable answer`, priority: 3, request: post('onlinereset/security-code'), response: memorable });
  out.push({
    name: `${tag}: memorable answer, then password`,
    priority: 2,
    request: post('onlinereset/memorable', { resetOption: { equalTo: 'both' } }),
    response: password,
  });
  out.push({ name: `${tag}: memorable answer, then reset`, priority: 3, request: post('onlinereset/memorable'), response: reset });
  out.push({
    name: `${tag}: password of demo.hardkey (learnt by the log-on)`,
    priority: 1,
    request: post('onlinereset/password', user('demo.hardkey')),
    response: reset,
    serveEventListeners: learnLogOn({
      userExpr: 'demo.hardkey',
      answerExpr: 'Paddington',
      mappings: [
        {
          id: learnedMappingIds.hardkeyPassword,
          name: 'idv demo.hardkey: password right after an online reset',
          priority: 1,
          request: post('logon/password', { userid: ci('__USER__'), ...passwordCharacters, memorableAnswer: ci('__ANSWER__') }),
          response: logOnPage('cam30-success.html', { tokenType: 'hard' }),
        },
      ],
    }),
  });
  out.push({ name: `${tag}: password`, priority: 2, request: post('onlinereset/password'), response: reset });
  out.push({ name: `${tag}: reset done`, request: get('onlinereset/reset'), response: complete });
  return out;
}

function offlineReset() {
  const screen = 'OfflineReset';
  const tag = 'idv flow offline reset';
  const index = page({
    screen,
    step: 'index',
    title: 'Forgotten your password and memorable answer',
    message: "Set up new details here; we'll check them and send confirmation to your home address by post.",
    action: 'offlinereset/start',
    askUser: true,
  });
  const password = page({ screen, step: 'password', title: 'Create a new password', action: 'offlinereset/password', fields: newPassword });
  const memorable = page({
    screen,
    step: 'memorable',
    title: 'Choose a memorable question',
    action: 'offlinereset/memorable',
    selects: [memorableQuestion],
    fields: newMemorable,
  });
  const security = page({ screen, step: 'security', title: 'Security questions', action: 'offlinereset/security', fields: [question1, question2] });
  const out = [];
  for (const path of ['offlinereset', 'reset/both']) out.push({ name: `${tag}: introduction (${path})`, request: get(path), response: index });
  out.push({ name: `${tag}: start`, request: post('offlinereset/start'), response: password });
  out.push({ name: `${tag}: password`, request: post('offlinereset/password'), response: memorable });
  out.push({ name: `${tag}: memorable`, request: post('offlinereset/memorable'), response: security });
  out.push({ name: `${tag}: security, demo.suspended`, priority: 1, request: post('offlinereset/security', user('demo.suspended')), response: errorPages.suspended });
  // The legacy service answers the last step with its 'Sorry we cannot action your request' page: the request is taken.
  out.push({
    name: `${tag}: security answers right`,
    priority: 2,
    scenarioName: 'identity-flow-offline-reset',
    newScenarioState: 'Started',
    request: { ...post('offlinereset/security'), ...answersRight(['securityAnswer1', 'securityAnswer2']) },
    response: logOnPage('general-error.html'),
  });
  for (const [state, next, last] of [
    ['Started', 'W1', false],
    ['W1', 'W2', false],
    ['W2', 'Started', true],
  ]) {
    out.push({
      name: `${tag}: security answers wrong in ${state}`,
      priority: 3,
      scenarioName: 'identity-flow-offline-reset',
      requiredScenarioState: state,
      newScenarioState: next,
      request: post('offlinereset/security'),
      response: last ? errorPages.maxTries : { ...security, transformerParameters: { ...security.transformerParameters, errors: answerWrong('securityAnswer1') } },
    });
  }
  return out;
}

function pinReset() {
  const screen = 'ResetPin';
  const tag = 'idv flow PIN reset';
  const index = page({
    screen,
    step: 'index',
    title: 'Reset your Secure Key PIN',
    message: "Answer your security questions, then enter the lock code your Secure Key shows and we'll give you an unlock code.",
    action: 'reset-pin/start',
    askUser: true,
  });
  const q1 = page({ screen, step: 'security-question-1', title: 'Security question 1', action: 'reset-pin/security-question-1', fields: [question1] });
  const q2 = page({ screen, step: 'security-question-2', title: 'Security question 2', action: 'reset-pin/security-question-2', fields: [question2] });
  const lockPin = (extra = {}) =>
    page({
      screen,
      step: 'lock-pin',
      title: 'Enter your lock PIN',
      message: 'Enter the wrong PIN into your Secure Key three times: it shows LOCK PIN and an 8-digit lock code. Enter that code here.',
      action: 'reset-pin/lock-pin',
      fields: [{ name: 'lockPin', label: 'Lock code', maxlength: 8 }],
      ...extra,
    });
  const out = [];
  for (const path of ['reset-pin', 'reset/pin']) out.push({ name: `${tag}: index (${path})`, request: get(path), response: index });
  out.push({ name: `${tag}: start`, request: post('reset-pin/start'), response: q1 });
  out.push(
    ...securityQuestions({
      tag,
      scenario: 'identity-flow-pin-reset',
      path1: 'reset-pin/security-question-1',
      path2: 'reset-pin/security-question-2',
      page1: q1,
      page2: q2,
      next2: lockPin(),
      suspendedAfter: true,
    }),
  );
  out.push({
    name: `${tag}: lock code 00000000 fails`,
    priority: 1,
    request: post('reset-pin/lock-pin', { lockPin: { equalTo: '00000000' } }),
    response: lockPin({ errors: [{ code: 'PIN_0001', text: 'PIN reset failed' }] }),
  });
  out.push({
    name: `${tag}: lock code`,
    priority: 2,
    request: post('reset-pin/lock-pin'),
    response: page({
      screen,
      step: 'complete',
      title: 'Your unlock code',
      message: 'Enter this unlock code into your Secure Key, then choose a new PIN.',
      resetCode: '4831 2290',
    }),
  });
  return out;
}

function registration() {
  const screen = 'Registration';
  const tag = 'idv flow registration';
  const details = (extra = {}) =>
    page({
      screen,
      step: 'your-details',
      title: 'Your details',
      action: 'registration/your-details',
      radios: [
        {
          name: 'detailsType',
          legend: 'How would you like to identify yourself?',
          options: [
            { value: 'account', label: 'Sort code and account number' },
            { value: 'card', label: 'Credit card number' },
          ],
        },
      ],
      fields: [
        { name: 'sortCode', label: 'Sort code', maxlength: 8, optional: true },
        { name: 'accountNumber', label: 'Account number', maxlength: 8, optional: true },
        { name: 'cardNumber', label: 'Credit card number', maxlength: 19, optional: true },
        { name: 'telephonePassword', label: 'Telephone password', type: 'password', maxlength: 36 },
      ],
      ...extra,
    });
  const username = (extra = {}) =>
    page({
      screen,
      step: 'username',
      title: 'Create your username',
      message: "5 to 76 letters, digits and @ ' - _ .",
      action: 'registration/username',
      fields: [{ name: 'newUsername', label: 'Username', maxlength: 76 }],
      ...extra,
    });
  const security = page({
    screen,
    step: 'security',
    title: 'Set up your security',
    action: 'registration/security',
    carryUsername: true,
    selects: [memorableQuestion],
    fields: [...newPassword, ...newMemorable],
  });
  const additional = page({
    screen,
    step: 'additional-security-questions',
    title: 'Additional security questions',
    action: 'registration/additional-security-questions',
    carryUsername: true,
    fields: [
      { name: 'newSecurityAnswer1', label: 'What was the name of your first school?', type: 'password', maxlength: 30 },
      { name: 'confirmSecurityAnswer1', label: 'Confirm your first answer', type: 'password', maxlength: 30 },
      { name: 'newSecurityAnswer2', label: 'What is your favourite food?', type: 'password', maxlength: 30 },
      { name: 'confirmSecurityAnswer2', label: 'Confirm your second answer', type: 'password', maxlength: 30 },
    ],
  });
  const out = [];
  out.push({
    name: `${tag}: index`,
    request: get('registration'),
    response: page({
      screen,
      step: 'index',
      title: 'Register for Online Banking',
      message: "You'll need your sort code and account number or your credit card number, and your telephone password.",
      action: 'registration/start',
    }),
  });
  out.push({ name: `${tag}: start`, request: post('registration/start'), response: details() });
  const phone = { telephonePassword: ci(telephonePassword) };
  out.push({
    name: `${tag}: demo.hardkey's account is already registered`,
    priority: 1,
    request: post('registration/your-details', { detailsType: { equalTo: 'account' }, sortCode: { equalTo: registeredAccount.sortCode }, accountNumber: { equalTo: registeredAccount.accountNumber } }),
    response: errorPages.reRegistration,
  });
  out.push({
    name: `${tag}: demo.newcustomer by account`,
    priority: 2,
    request: post('registration/your-details', { detailsType: { equalTo: 'account' }, sortCode: { equalTo: newCustomer.sortCode }, accountNumber: { equalTo: newCustomer.accountNumber }, ...phone }),
    response: username(),
  });
  out.push({
    name: `${tag}: demo.newcustomer by card`,
    priority: 2,
    request: post('registration/your-details', { detailsType: { equalTo: 'card' }, cardNumber: { equalTo: newCustomer.cardNumber }, ...phone }),
    response: username(),
  });
  out.push({
    name: `${tag}: wrong telephone password`,
    priority: 3,
    request: post('registration/your-details', { telephonePassword: notCi(telephonePassword) }),
    response: details({ errors: [{ code: 'REG_0002', field: 'telephonePassword', text: "The telephone password you've entered doesn't match our records." }] }),
  });
  out.push({
    name: `${tag}: details not found`,
    priority: 4,
    request: post('registration/your-details'),
    response: details({ refId: 'REG-40127', errors: [{ code: 'REG_0001', text: "We can't find your details." }] }),
  });
  out.push({
    name: `${tag}: username taken`,
    priority: 1,
    request: post('registration/username', { newUsername: { matches: '(?i)^demo\\.(hardkey|appkey|readonly|locked|forceselect|history|nokey|suspended)$' } }),
    response: username({ errors: [{ code: 'REG_0003', field: 'newUsername', text: 'Sorry, that username is already taken. Please choose another.' }] }),
  });
  out.push({ name: `${tag}: username`, priority: 2, request: post('registration/username'), response: security });
  out.push({
    name: `${tag}: security (learnt by the log-on)`,
    request: post('registration/security'),
    response: { ...additional, transformerParameters: { ...additional.transformerParameters, registrationOf: registeredCustomer } },
    serveEventListeners: learnLogOn({
      userExpr: '{{form.newUsername}}',
      answerExpr: '{{form.newMemorableAnswer}}',
      mappings: [
        {
          id: learnedMappingIds.newCustomerPassword,
          name: 'idv registered customer: password right',
          priority: 1,
          request: post('logon/password', { userid: ci('__USER__'), ...passwordCharacters, memorableAnswer: ci('__ANSWER__') }),
          response: logOnPage('cam30-success.html'),
        },
        {
          id: learnedMappingIds.newCustomerSecurityCode,
          name: 'idv registered customer: security code right',
          priority: 1,
          request: post('logon/securetoken', { userid: ci('__USER__'), memorableAnswer: ci('__ANSWER__'), idv_OtpCredential: { matches: '^(?!000000)[0-9]{6}$' } }),
          response: logOnPage('complete.html', { tokenType: 'soft', openSession: true, registrationOf: registeredCustomer }),
        },
      ],
    }),
  });
  out.push({
    name: `${tag}: complete`,
    request: post('registration/additional-security-questions'),
    response: page({
      screen,
      step: 'complete',
      title: 'Registration complete',
      message: 'You can now log on with your new username, password and memorable answer. Choose your Secure Key when you first log on.',
      refId: 'REG-77120',
    }),
  });
  return out;
}

function activation() {
  const screen = 'Activation';
  const tag = 'idv flow activation';
  const nokey = user('demo.nokey');
  const skActivate = (extra = {}) =>
    page({
      screen,
      step: 'sk-activate',
      title: 'Activate your Secure Key',
      message: 'Enter the ten-digit serial number from the back of your Secure Key, then a security code from it.',
      action: 'activation/sk-activate',
      fields: [
        { name: 'serialNumber1', label: 'Serial number, first 4 digits', maxlength: 4 },
        { name: 'serialNumber2', label: 'Serial number, next 3 digits', maxlength: 3 },
        { name: 'serialNumber3', label: 'Serial number, last 3 digits', maxlength: 3 },
        { name: 'activationCode', label: 'Security code', type: 'password', maxlength: 6 },
      ],
      tokenType: 'hard',
      ...extra,
    });
  return [
    {
      name: `${tag}: demo.nokey chooses a Secure Key device`,
      priority: 1,
      request: post('activation/choose', { ...nokey, tokenChoice: { equalTo: 'hard' } }),
      response: page({
        screen,
        step: 'sk-intro',
        title: 'Activate your Secure Key',
        message: 'Your Secure Key is a small device that gives you security codes. Have it with you to activate it now.',
        action: 'activation/sk-intro',
        camLevel: 30,
        tokenType: 'hard',
        links: [
          { id: 'order_sk_nav', href: 'activation/order', text: "Haven't got a Secure Key? Order one" },
          { id: 'replace_sk_nav', href: 'activation/replace', text: 'Lost your Secure Key? Replace it' },
        ],
      }),
    },
    {
      name: `${tag}: order a Secure Key`,
      request: get('activation/order'),
      response: page({
        screen,
        step: 'sk-request',
        title: 'Order a Secure Key',
        message: "We'll post a Secure Key to your home address. It usually arrives within 5 working days.",
        action: 'activation/sk-request',
        camLevel: 30,
      }),
    },
    {
      name: `${tag}: Secure Key ordered`,
      request: post('activation/sk-request'),
      response: page({
        screen,
        step: 'sk-info',
        title: 'Your Secure Key is on its way',
        message: 'When it arrives, log on and activate it with its serial number and a security code.',
        camLevel: 30,
      }),
    },
    {
      name: `${tag}: replace a lost Secure Key`,
      request: get('activation/replace'),
      response: page({
        screen,
        step: 'replace-sk-intro',
        title: 'Replace your Secure Key',
        message: "We'll send a new Secure Key, and a letter with a replacement code. When both have arrived, continue here.",
        action: 'activation/replace-sk-intro',
        camLevel: 30,
      }),
    },
    {
      name: `${tag}: replacement code asked`,
      request: post('activation/replace-sk-intro'),
      response: page({
        screen,
        step: 'replace-sk-code',
        title: 'Enter your replacement code',
        action: 'activation/replace-sk-code',
        camLevel: 30,
        fields: [{ name: 'replacementCode', label: 'Replacement code from your letter', maxlength: 8 }],
      }),
    },
    {
      name: `${tag}: replacement code given`,
      request: post('activation/replace-sk-code'),
      response: skActivate({ step: 'replace-sk-activate', title: 'Activate your new Secure Key', action: 'activation/replace-sk-activate', camLevel: 30 }),
    },
    {
      name: `${tag}: replacement code 000000 fails`,
      priority: 1,
      request: post('activation/replace-sk-activate', { activationCode: { equalTo: '000000' } }),
      response: skActivate({
        step: 'replace-sk-activate',
        title: 'Activate your new Secure Key',
        action: 'activation/replace-sk-activate',
        camLevel: 30,
        errors: [{ code: 'ACT_0001', text: 'Activation failed' }],
      }),
    },
    {
      name: `${tag}: replacement activated`,
      priority: 2,
      request: post('activation/replace-sk-activate'),
      response: page({
        screen,
        step: 'replace-sk-complete',
        title: 'Your new Secure Key is active',
        message: 'Your old Secure Key no longer works.',
        action: 'activation/replace-sk-complete',
        camLevel: 30,
        tokenType: 'hard',
      }),
    },
    { name: `${tag}: replacement in use`, request: post('activation/replace-sk-complete'), response: logOnPage('complete.html', { tokenType: 'hard', openSession: true }) },
    {
      name: `${tag}: demo.nokey chooses the mobile app`,
      priority: 1,
      request: post('activation/choose', { ...nokey, tokenChoice: { equalTo: 'soft' } }),
      response: page({
        screen,
        step: 'dsk-info',
        title: 'Activate the mobile app',
        message: 'Download our mobile banking app, log on to it and enter the activation code below.',
        action: 'activation/dsk-info',
        camLevel: 30,
        activationCode: 'A7K2-99QD',
        tokenType: 'soft',
      }),
    },
    { name: `${tag}: app activated`, request: post('activation/dsk-info'), response: logOnPage('complete.html', { tokenType: 'soft' }) },
    { name: `${tag}: Secure Key introduction`, request: post('activation/sk-intro'), response: skActivate({ camLevel: 30 }) },
    {
      name: `${tag}: Secure Key code 000000 fails`,
      priority: 1,
      request: post('activation/sk-activate', { activationCode: { equalTo: '000000' } }),
      response: skActivate({ camLevel: 30, errors: [{ code: 'ACT_0001', text: 'Activation failed' }] }),
    },
    {
      name: `${tag}: Secure Key activated`,
      priority: 2,
      request: post('activation/sk-activate', { serialNumber: { equalTo: serialNumber }, activationCode: { matches: '^[0-9]{6}$' } }),
      response: page({
        screen,
        step: 'sk-complete',
        title: 'Your Secure Key is active',
        message: 'From now on you log on with a security code from your Secure Key.',
        action: 'activation/sk-complete',
        camLevel: 30,
        tokenType: 'hard',
      }),
    },
    {
      name: `${tag}: wrong serial number`,
      priority: 3,
      request: post('activation/sk-activate'),
      response: skActivate({ camLevel: 30, errors: [{ code: 'ACT_0001', text: 'Activation failed' }] }),
    },
    { name: `${tag}: Secure Key in use`, request: post('activation/sk-complete'), response: logOnPage('complete.html', { tokenType: 'hard', openSession: true }) },
  ];
}

export function allFlowMappings() {
  return { 'online-reset': onlineReset(), 'offline-reset': offlineReset(), 'pin-reset': pinReset(), registration: registration(), activation: activation() };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'wiremock', 'mappings', 'identity-flows');
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (f.endsWith('.json')) rmSync(join(dir, f));
  let count = 0;
  for (const [file, mappings] of Object.entries(allFlowMappings())) {
    count += mappings.length;
    writeFileSync(join(dir, `${file}.json`), `${JSON.stringify({ mappings }, null, 2)}\n`);
  }
  console.log(`wrote ${count} identity flow mappings to ${dir}`);
}
