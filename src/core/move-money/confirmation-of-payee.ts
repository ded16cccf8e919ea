import type { AccountType } from './move-money';

/**
 * Confirmation of Payee (Pay.UK's scheme): what the payee's bank says about the name, and what the
 * customer may do next. Each outcome has its own wording and next step. The wording never calls a
 * payee 'safe' or 'verified': a match says the name matches, nothing more.
 */
export type CopReasonCode =
  | 'MBAM' | 'BAMM' | 'PAMM'
  | 'BANM' | 'PANM'
  | 'ANNM'
  | 'AC01' | 'IVCR' | 'ACNS' | 'OPTO' | 'CASS' | 'SCNS';

/** What the adapter maps the bank's answer to. */
export type CopAnswer =
  | { result: 'match' }
  | { result: 'close-match'; reason: 'MBAM' | 'BAMM' | 'PAMM'; actualName: string }
  | { result: 'type-mismatch'; reason: 'BANM' | 'PANM'; actualName?: string }
  | { result: 'no-match'; reason: 'ANNM' }
  | { result: 'unavailable'; reason: 'AC01' | 'IVCR' | 'ACNS' | 'OPTO' | 'CASS' | 'SCNS' | 'TIMEOUT' };

/** What the customer can do from the outcome panel. */
export type CopAction =
  | 'continue'
  | 'use-actual-name'
  | 'switch-account-type'
  | 'go-back'
  | 'continue-at-own-risk'
  | 'change-details'
  /** Only after no answer in time: ask the payee's bank again (never the earlier answer). */
  | 'check-again';

export interface CopOutcome {
  /** Drives the panel's style: an information panel or a warning. */
  tone: 'information' | 'warning' | 'stop';
  title: string;
  body: string[];
  actions: CopAction[];
  /** The customer may pay on after this outcome (perhaps after an action). */
  mayProceed: boolean;
}

const checkTrusted =
  'Check the details with the person or business you are paying, using contact details you already know are genuine (not ones given in the same message or call that asked you to pay).';

function otherType(type: AccountType): AccountType {
  return type === 'personal' ? 'business' : 'personal';
}

/** The wording and next step for each answer (typed name and type as the customer gave them). */
export function copOutcome(answer: CopAnswer, typedName: string, typedType: AccountType): CopOutcome {
  switch (answer.result) {
    case 'match':
      return {
        tone: 'information',
        title: 'The name matches the account',
        body: [`The name you entered, ${typedName}, matches the name on the account. Continue to check the payment details.`],
        actions: ['continue'],
        mayProceed: true,
      };
    case 'close-match': {
      const what =
        answer.reason === 'BAMM'
          ? `The name is close to the name on the account, which is a business account in the name of ${answer.actualName}.`
          : answer.reason === 'PAMM'
            ? `The name is close to the name on the account, which is a personal account in the name of ${answer.actualName}.`
            : `The name you entered, ${typedName}, is close to the name on the account: ${answer.actualName}.`;
      return {
        tone: 'warning',
        title: "The name doesn't quite match",
        body: [
          what,
          `If ${answer.actualName} is who you mean to pay, use that name. If not, check the details before you pay.`,
        ],
        actions: ['use-actual-name', 'change-details'],
        mayProceed: false,
      };
    }
    case 'type-mismatch': {
      const actual = answer.reason === 'BANM' ? 'business' : 'personal';
      return {
        tone: 'warning',
        title: `This is a ${actual} account`,
        body: [
          `You told us this is a ${typedType} account, but the name matches a ${actual} account${answer.actualName ? ` in the name of ${answer.actualName}` : ''}.`,
          `If you mean to pay this ${actual} account, change the account type to ${actual}. If not, check the details before you pay.`,
        ],
        actions: ['switch-account-type', 'change-details'],
        mayProceed: false,
      };
    }
    case 'no-match':
      return {
        tone: 'stop',
        title: "The name doesn't match the account",
        body: [
          `The name you entered, ${typedName}, does not match the name on the account. If you pay, your money may go to the wrong person and you may not get it back.`,
          checkTrusted,
          'You can go back and change the details, or continue at your own risk.',
        ],
        actions: ['change-details', 'continue-at-own-risk'],
        mayProceed: false,
      };
    case 'unavailable':
      return unavailable(answer.reason, typedType);
  }
}

function unavailable(reason: Extract<CopAnswer, { result: 'unavailable' }>['reason'], typedType: AccountType): CopOutcome {
  const notChecked = 'We could not check the name with the payee\u2019s bank, so we cannot tell you whether it matches.';
  switch (reason) {
    case 'AC01':
      return {
        tone: 'stop',
        title: 'This account does not exist',
        body: ["The payee's bank says there is no account with this sort code and account number.", 'Check the sort code and account number with the payee, then change them.'],
        actions: ['change-details'],
        mayProceed: false,
      };
    case 'IVCR':
      return {
        tone: 'stop',
        title: 'The roll number or reference is not right',
        body: ["The payee's bank needs a roll number or other reference for this account, and the one you entered is not right.", 'Check it with the payee, then change it.'],
        actions: ['change-details'],
        mayProceed: false,
      };
    case 'OPTO':
      return {
        tone: 'warning',
        title: 'The name could not be checked',
        body: ['The account holder has chosen not to take part in name checks.', checkTrusted, 'You can continue at your own risk, or go back and change the details.'],
        actions: ['change-details', 'continue-at-own-risk'],
        mayProceed: false,
      };
    case 'ACNS':
      return {
        tone: 'warning',
        title: 'The name could not be checked',
        body: [`${notChecked} This kind of account does not take part in name checks.`, checkTrusted, 'You can continue at your own risk, or go back and change the details.'],
        actions: ['change-details', 'continue-at-own-risk'],
        mayProceed: false,
      };
    case 'CASS':
      return {
        tone: 'warning',
        title: 'This account has been switched',
        body: ['The account has moved to another bank with the Current Account Switch Service, so the name could not be checked.', checkTrusted, 'You can continue at your own risk, or go back and change the details.'],
        actions: ['change-details', 'continue-at-own-risk'],
        mayProceed: false,
      };
    case 'SCNS':
      return {
        tone: 'warning',
        title: 'The name could not be checked',
        body: [`${notChecked} The bank with this sort code does not take part in name checks.`, checkTrusted, 'You can continue at your own risk, or go back and change the details.'],
        actions: ['change-details', 'continue-at-own-risk'],
        mayProceed: false,
      };
    case 'TIMEOUT':
      return {
        tone: 'warning',
        title: 'The name could not be checked',
        body: [`${notChecked} The payee\u2019s bank did not answer in time.`, checkTrusted, `You can try the check again, continue at your own risk with this ${typedType} account, or go back and change the details.`],
        actions: ['check-again', 'change-details', 'continue-at-own-risk'],
        mayProceed: false,
      };
  }
}

export { otherType };

/**
 * The payee as the bank names it, for 'Use the name on the account' after a close match. BAMM says
 * the account is a business one and PAMM a personal one, so the type goes with the name (keeping the
 * typed type would pay under a name the bank gave for the other type); MBAM keeps the typed type.
 * Null when the answer gives no name to use.
 */
export function payeeAsNamed(answer: CopAnswer, typedType: AccountType): { name: string; accountType: AccountType } | null {
  if (answer.result !== 'close-match') return null;
  const accountType = answer.reason === 'BAMM' ? 'business' : answer.reason === 'PAMM' ? 'personal' : typedType;
  return { name: answer.actualName, accountType };
}

/**
 * An answer that says nothing about the payee (the bank did not answer in time): it is never kept
 * for the same entries, so Continue or 'Try the check again' asks the bank again.
 */
export function isNoAnswer(answer: CopAnswer): boolean {
  return answer.result === 'unavailable' && answer.reason === 'TIMEOUT';
}

/** The reason codes the scheme sends, mapped to our answers (the wire codes as Pay.UK names them). */
export function copAnswerFrom(code: string | null | undefined, matched: boolean, actualName: string | undefined): CopAnswer | null {
  if (matched && (code === null || code === undefined || code === '')) return { result: 'match' };
  switch (code) {
    case 'MBAM':
    case 'BAMM':
    case 'PAMM':
      return actualName ? { result: 'close-match', reason: code, actualName } : null;
    case 'BANM':
    case 'PANM':
      return { result: 'type-mismatch', reason: code, ...(actualName ? { actualName } : {}) };
    case 'ANNM':
      return { result: 'no-match', reason: 'ANNM' };
    case 'AC01':
    case 'IVCR':
    case 'ACNS':
    case 'OPTO':
    case 'CASS':
    case 'SCNS':
      return { result: 'unavailable', reason: code };
    default:
      return null;
  }
}
