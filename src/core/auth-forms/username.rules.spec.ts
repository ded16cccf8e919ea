import { describe, expect, it } from 'vitest';
import { usernameError, characterCount } from './username.rules';

const message = "We don't recognise the username you've entered, is it right?";

describe("stage 1's username rule", () => {
  it('is required and 1 to 76 characters, one message for every failure', () => {
    expect(usernameError('')).toBe(message);
    expect(usernameError('a'.repeat(77))).toBe(message);
    expect(usernameError('a')).toBeNull();
    expect(usernameError('a'.repeat(76))).toBeNull();
    expect(usernameError(' ')).toBeNull();
  });

  it('counts characters as class-validator does on stages 2 and 3 (a surrogate pair is one)', () => {
    expect(characterCount('😀')).toBe(1);
    expect(characterCount('❤️')).toBe(1);
    expect(usernameError('😀'.repeat(76))).toBeNull();
    expect(usernameError('😀'.repeat(77))).toBe(message);
  });
});
