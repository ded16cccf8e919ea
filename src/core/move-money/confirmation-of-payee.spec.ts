import { describe, expect, it } from 'vitest';
import { copAnswerFrom, copOutcome, isNoAnswer, payeeAsNamed, type CopAnswer } from './confirmation-of-payee';

const all: CopAnswer[] = [
  { result: 'match' },
  { result: 'close-match', reason: 'MBAM', actualName: 'Jane Smith' },
  { result: 'close-match', reason: 'BAMM', actualName: 'Acme Plumbing Ltd' },
  { result: 'close-match', reason: 'PAMM', actualName: 'Jane Smith' },
  { result: 'type-mismatch', reason: 'BANM', actualName: 'Acme Plumbing Ltd' },
  { result: 'type-mismatch', reason: 'PANM' },
  { result: 'no-match', reason: 'ANNM' },
  ...(['AC01', 'IVCR', 'ACNS', 'OPTO', 'CASS', 'SCNS', 'TIMEOUT'] as const).map((reason): CopAnswer => ({ result: 'unavailable', reason })),
];

describe('Confirmation of Payee outcomes', () => {
  it('never calls a payee safe or verified', () => {
    for (const answer of all) {
      const text = JSON.stringify(copOutcome(answer, 'Jane Smyth', 'personal')).toLowerCase();
      expect(text).not.toMatch(/\bsafe\b|verified|genuine payee/);
    }
  });

  it('gives each reason its own wording', () => {
    const titlesAndBodies = all.map((a) => JSON.stringify(copOutcome(a, 'Jane Smyth', 'personal')));
    expect(new Set(titlesAndBodies).size).toBe(all.length);
  });

  it('match: go on', () => {
    expect(copOutcome({ result: 'match' }, 'Jane Smith', 'personal')).toMatchObject({
      title: 'The name matches the account',
      actions: ['continue'],
      mayProceed: true,
    });
  });

  it('close match: shows the real name and offers to use it', () => {
    const o = copOutcome({ result: 'close-match', reason: 'MBAM', actualName: 'Jane Smith' }, 'Jane Smyth', 'personal');
    expect(o.title).toBe("The name doesn't quite match");
    expect(o.body[0]).toBe('The name you entered, Jane Smyth, is close to the name on the account: Jane Smith.');
    expect(o.actions).toEqual(['use-actual-name', 'change-details']);
  });

  it('account type mismatch: offers to change the type', () => {
    const o = copOutcome({ result: 'type-mismatch', reason: 'BANM', actualName: 'Acme Plumbing Ltd' }, 'Acme Plumbing Ltd', 'personal');
    expect(o.title).toBe('This is a business account');
    expect(o.body[1]).toContain('change the account type to business');
    expect(o.actions).toContain('switch-account-type');
    expect(copOutcome({ result: 'type-mismatch', reason: 'PANM' }, 'Jane Smith', 'business').title).toBe('This is a personal account');
  });

  it('no match: warns, advises a trusted route, back or on at own risk', () => {
    const o = copOutcome({ result: 'no-match', reason: 'ANNM' }, 'John Doe', 'personal');
    expect(o.tone).toBe('stop');
    expect(o.body.join(' ')).toContain('your money may go to the wrong person');
    expect(o.body.join(' ')).toContain('contact details you already know are genuine');
    expect(o.actions).toEqual(['change-details', 'continue-at-own-risk']);
  });

  it('unavailable: AC01 and IVCR cannot go on; the others may at own risk', () => {
    expect(copOutcome({ result: 'unavailable', reason: 'AC01' }, 'x', 'personal')).toMatchObject({ title: 'This account does not exist', actions: ['change-details'] });
    expect(copOutcome({ result: 'unavailable', reason: 'IVCR' }, 'x', 'personal').actions).toEqual(['change-details']);
    for (const reason of ['ACNS', 'OPTO', 'CASS', 'SCNS', 'TIMEOUT'] as const) {
      expect(copOutcome({ result: 'unavailable', reason }, 'x', 'personal').actions).toContain('continue-at-own-risk');
    }
    expect(copOutcome({ result: 'unavailable', reason: 'OPTO' }, 'x', 'personal').body[0]).toBe('The account holder has chosen not to take part in name checks.');
  });

  it('maps the wire codes', () => {
    expect(copAnswerFrom(null, true, undefined)).toEqual({ result: 'match' });
    expect(copAnswerFrom('MBAM', false, 'Jane Smith')).toEqual({ result: 'close-match', reason: 'MBAM', actualName: 'Jane Smith' });
    expect(copAnswerFrom('MBAM', false, undefined)).toBeNull();
    expect(copAnswerFrom('SCNS', false, undefined)).toEqual({ result: 'unavailable', reason: 'SCNS' });
    expect(copAnswerFrom('XXXX', false, undefined)).toBeNull();
  });

  it("'Use the name on the account' takes the type BAMM and PAMM name; MBAM keeps the typed type", () => {
    expect(payeeAsNamed({ result: 'close-match', reason: 'BAMM', actualName: 'Acme Plumbing Ltd' }, 'personal')).toEqual({ name: 'Acme Plumbing Ltd', accountType: 'business' });
    expect(payeeAsNamed({ result: 'close-match', reason: 'PAMM', actualName: 'Jane Smith' }, 'business')).toEqual({ name: 'Jane Smith', accountType: 'personal' });
    expect(payeeAsNamed({ result: 'close-match', reason: 'MBAM', actualName: 'Jane Smith' }, 'business')).toEqual({ name: 'Jane Smith', accountType: 'business' });
    expect(payeeAsNamed({ result: 'no-match', reason: 'ANNM' }, 'personal')).toBeNull();
  });

  it('a time-out offers to try the check again, and is no answer to keep', () => {
    const timeout: CopAnswer = { result: 'unavailable', reason: 'TIMEOUT' };
    expect(copOutcome(timeout, 'x', 'personal').actions).toEqual(['check-again', 'change-details', 'continue-at-own-risk']);
    expect(isNoAnswer(timeout)).toBe(true);
    for (const answer of all.filter((a) => a !== all[all.length - 1])) {
      expect(isNoAnswer(answer)).toBe(false);
      expect(copOutcome(answer, 'x', 'personal').actions).not.toContain('check-again');
    }
  });
});
