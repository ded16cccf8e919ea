import { describe, expect, it } from 'vitest';
import type { IdentityInput } from '../identity/identity-step';
import { passwordBoxLabel, passwordBoxPositions, positionFromLabel, requestedPasswordCharacters } from './password-positions';

const input = (name: string, label?: string, disabled = false): IdentityInput => ({ name, type: 'password', value: '', label, disabled });

describe('password character positions', () => {
  it('has boxes 1st to 6th, penultimate and last', () => {
    expect(passwordBoxPositions.map(passwordBoxLabel)).toEqual(['1st', '2nd', '3rd', '4th', '5th', '6th', 'penultimate', 'last']);
  });

  it.each([
    ['1st character', 1],
    ['Character 2', 2],
    ['3rd', 3],
    ['fourth character', 4],
    ['5', 5],
    ['Sixth', 6],
    ['Penultimate character', 'penultimate'],
    ['second to last', 'penultimate'],
    ['Last character', 'last'],
    ['', null],
    ['Memorable answer', null],
    ['9th', null],
  ] as const)('reads %j as %j', (label, expected) => {
    expect(positionFromLabel(label)).toBe(expected);
  });

  it('lists the requested positions in box order, from input labels or the page labels', () => {
    const inputs = [input('keyrcc_password_first', 'Last character'), input('keyrcc_password_second'), input('keyrcc_password_third', '2nd character')];
    expect(requestedPasswordCharacters(inputs, { keyrcc_password_second: '5th character' })).toEqual([
      { field: 'keyrcc_password_third', position: 2 },
      { field: 'keyrcc_password_second', position: 5 },
      { field: 'keyrcc_password_first', position: 'last' },
    ]);
  });

  it('skips disabled, unlabelled, duplicated and missing inputs', () => {
    const inputs = [input('keyrcc_password_first', '1st'), input('keyrcc_password_second', '1st'), input('keyrcc_password_third', '3rd', true), input('memorableAnswer', '4th')];
    expect(requestedPasswordCharacters(inputs)).toEqual([{ field: 'keyrcc_password_first', position: 1 }]);
  });
});
