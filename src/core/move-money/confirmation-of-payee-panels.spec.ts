import { describe, expect, it } from 'vitest';
import { copAnswerFrom, copOutcome, otherType, type CopAnswer, type CopOutcome } from './confirmation-of-payee';

/** Every answer's panel in full, as the customer reads it (Jane Smith typed as a personal account). */
const panels: [string, CopAnswer, CopOutcome][] = [
  [
    'match',
    { result: 'match' },
    {
      tone: 'information',
      title: 'The name matches the account',
      body: [
        'The name you entered, Jane Smith, matches the name on the account. Continue to check the payment details.',
      ],
      actions: ['continue'],
      mayProceed: true,
    },
  ],
  [
    'close-match MBAM',
    { result: 'close-match', reason: 'MBAM', actualName: 'Jane Smyth' },
    {
      tone: 'warning',
      title: "The name doesn't quite match",
      body: [
        'The name you entered, Jane Smith, is close to the name on the account: Jane Smyth.',
        'If Jane Smyth is who you mean to pay, use that name. If not, check the details before you pay.',
      ],
      actions: ['use-actual-name', 'change-details'],
      mayProceed: false,
    },
  ],
  [
    'close-match BAMM',
    { result: 'close-match', reason: 'BAMM', actualName: 'Jane Smith Ltd' },
    {
      tone: 'warning',
      title: "The name doesn't quite match",
      body: [
        'The name is close to the name on the account, which is a business account in the name of Jane Smith Ltd.',
        'If Jane Smith Ltd is who you mean to pay, use that name. If not, check the details before you pay.',
      ],
      actions: ['use-actual-name', 'change-details'],
      mayProceed: false,
    },
  ],
  [
    'close-match PAMM',
    { result: 'close-match', reason: 'PAMM', actualName: 'Jane Smith' },
    {
      tone: 'warning',
      title: "The name doesn't quite match",
      body: [
        'The name is close to the name on the account, which is a personal account in the name of Jane Smith.',
        'If Jane Smith is who you mean to pay, use that name. If not, check the details before you pay.',
      ],
      actions: ['use-actual-name', 'change-details'],
      mayProceed: false,
    },
  ],
  [
    'type-mismatch BANM',
    { result: 'type-mismatch', reason: 'BANM', actualName: 'Smith Trading' },
    {
      tone: 'warning',
      title: 'This is a business account',
      body: [
        'You told us this is a personal account, but the name matches a business account in the name of Smith Trading.',
        'If you mean to pay this business account, change the account type to business. If not, check the details before you pay.',
      ],
      actions: ['switch-account-type', 'change-details'],
      mayProceed: false,
    },
  ],
  [
    'type-mismatch PANM (no name given)',
    { result: 'type-mismatch', reason: 'PANM' },
    {
      tone: 'warning',
      title: 'This is a personal account',
      body: [
        'You told us this is a personal account, but the name matches a personal account.',
        'If you mean to pay this personal account, change the account type to personal. If not, check the details before you pay.',
      ],
      actions: ['switch-account-type', 'change-details'],
      mayProceed: false,
    },
  ],
  [
    'no-match ANNM',
    { result: 'no-match', reason: 'ANNM' },
    {
      tone: 'stop',
      title: "The name doesn't match the account",
      body: [
        'The name you entered, Jane Smith, does not match the name on the account. If you pay, your money may go to the wrong person and you may not get it back.',
        'Check the details with the person or business you are paying, using contact details you already know are genuine (not ones given in the same message or call that asked you to pay).',
        'You can go back and change the details, or continue at your own risk.',
      ],
      actions: ['change-details', 'continue-at-own-risk'],
      mayProceed: false,
    },
  ],
  [
    'unavailable AC01',
    { result: 'unavailable', reason: 'AC01' },
    {
      tone: 'stop',
      title: 'This account does not exist',
      body: [
        "The payee's bank says there is no account with this sort code and account number.",
        'Check the sort code and account number with the payee, then change them.',
      ],
      actions: ['change-details'],
      mayProceed: false,
    },
  ],
  [
    'unavailable IVCR',
    { result: 'unavailable', reason: 'IVCR' },
    {
      tone: 'stop',
      title: 'The roll number or reference is not right',
      body: [
        "The payee's bank needs a roll number or other reference for this account, and the one you entered is not right.",
        'Check it with the payee, then change it.',
      ],
      actions: ['change-details'],
      mayProceed: false,
    },
  ],
  [
    'unavailable OPTO',
    { result: 'unavailable', reason: 'OPTO' },
    {
      tone: 'warning',
      title: 'The name could not be checked',
      body: [
        'The account holder has chosen not to take part in name checks.',
        'Check the details with the person or business you are paying, using contact details you already know are genuine (not ones given in the same message or call that asked you to pay).',
        'You can continue at your own risk, or go back and change the details.',
      ],
      actions: ['change-details', 'continue-at-own-risk'],
      mayProceed: false,
    },
  ],
  [
    'unavailable ACNS',
    { result: 'unavailable', reason: 'ACNS' },
    {
      tone: 'warning',
      title: 'The name could not be checked',
      body: [
        'We could not check the name with the payee’s bank, so we cannot tell you whether it matches. This kind of account does not take part in name checks.',
        'Check the details with the person or business you are paying, using contact details you already know are genuine (not ones given in the same message or call that asked you to pay).',
        'You can continue at your own risk, or go back and change the details.',
      ],
      actions: ['change-details', 'continue-at-own-risk'],
      mayProceed: false,
    },
  ],
  [
    'unavailable CASS',
    { result: 'unavailable', reason: 'CASS' },
    {
      tone: 'warning',
      title: 'This account has been switched',
      body: [
        'The account has moved to another bank with the Current Account Switch Service, so the name could not be checked.',
        'Check the details with the person or business you are paying, using contact details you already know are genuine (not ones given in the same message or call that asked you to pay).',
        'You can continue at your own risk, or go back and change the details.',
      ],
      actions: ['change-details', 'continue-at-own-risk'],
      mayProceed: false,
    },
  ],
  [
    'unavailable SCNS',
    { result: 'unavailable', reason: 'SCNS' },
    {
      tone: 'warning',
      title: 'The name could not be checked',
      body: [
        'We could not check the name with the payee’s bank, so we cannot tell you whether it matches. The bank with this sort code does not take part in name checks.',
        'Check the details with the person or business you are paying, using contact details you already know are genuine (not ones given in the same message or call that asked you to pay).',
        'You can continue at your own risk, or go back and change the details.',
      ],
      actions: ['change-details', 'continue-at-own-risk'],
      mayProceed: false,
    },
  ],
  [
    'unavailable TIMEOUT',
    { result: 'unavailable', reason: 'TIMEOUT' },
    {
      tone: 'warning',
      title: 'The name could not be checked',
      body: [
        'We could not check the name with the payee’s bank, so we cannot tell you whether it matches. The payee’s bank did not answer in time.',
        'Check the details with the person or business you are paying, using contact details you already know are genuine (not ones given in the same message or call that asked you to pay).',
        'You can try the check again, continue at your own risk with this personal account, or go back and change the details.',
      ],
      actions: ['check-again', 'change-details', 'continue-at-own-risk'],
      mayProceed: false,
    },
  ],
];

describe('the Confirmation of Payee panel for each answer', () => {
  it.each(panels)('%s', (_, answer, panel) => {
    expect(copOutcome(answer, 'Jane Smith', 'personal')).toEqual(panel);
  });
});

describe('the wire codes', () => {
  it('a match comes with no code, an empty one or none at all; a code with a match is that code', () => {
    for (const code of [null, undefined, '']) expect(copAnswerFrom(code, true, undefined)).toEqual({ result: 'match' });
    expect(copAnswerFrom('ANNM', true, undefined)).toEqual({ result: 'no-match', reason: 'ANNM' });
    expect(copAnswerFrom('', false, undefined)).toBeNull();
    expect(copAnswerFrom(undefined, false, undefined)).toBeNull();
  });

  it('each close match with the name the bank gives; without a name it is no answer to show', () => {
    for (const code of ['MBAM', 'BAMM', 'PAMM'] as const) {
      expect(copAnswerFrom(code, false, 'Jane Smith Ltd')).toEqual({ result: 'close-match', reason: code, actualName: 'Jane Smith Ltd' });
      expect(copAnswerFrom(code, false, undefined)).toBeNull();
    }
  });

  it.each(['AC01', 'IVCR', 'ACNS', 'OPTO', 'CASS', 'SCNS'] as const)('%s: the name could not be checked', (code) => {
    expect(copAnswerFrom(code, false, undefined)).toEqual({ result: 'unavailable', reason: code });
  });

  it('a type mismatch keeps the name the bank gives, and goes without one', () => {
    expect(copAnswerFrom('PANM', false, 'Jane Smith')).toEqual({ result: 'type-mismatch', reason: 'PANM', actualName: 'Jane Smith' });
    expect(copAnswerFrom('BANM', false, undefined)).toStrictEqual({ result: 'type-mismatch', reason: 'BANM' });
  });

  it('the other account type', () => {
    expect(otherType('personal')).toBe('business');
    expect(otherType('business')).toBe('personal');
  });
});
