import { describe, expect, it } from 'vitest';
import { NicknameMessages, nicknameMaxLength, readNickname } from './nickname-rules';

describe('an account nickname', () => {
  it.each([
    ['letters and a space', 'Bills pot', 'Bills pot'],
    ['digits, a hyphen and an apostrophe', "Sam's pot-2", "Sam's pot-2"],
    ['a curly apostrophe', 'Sam’s', 'Sam’s'],
    ['letters of other alphabets', 'Café Ünïcode', 'Café Ünïcode'],
    ['one character', 'A', 'A'],
    ['exactly the longest', 'A'.repeat(nicknameMaxLength), 'A'.repeat(nicknameMaxLength)],
    ['spaces at either end dropped', '  Holiday  ', 'Holiday'],
    ['a letter and its accent typed apart, counted as one', `${'e\u0301'.repeat(nicknameMaxLength)}`, 'é'.repeat(nicknameMaxLength)],
  ])('keeps %s', (_, typed, kept) => {
    expect(readNickname(typed)).toEqual({ ok: true, nickname: kept });
  });

  it.each([
    ['nothing', ''],
    ['only spaces', '   '],
  ])('asks for one when given %s', (_, typed) => {
    expect(readNickname(typed)).toEqual({ ok: false, message: NicknameMessages.empty });
  });

  it('refuses one character over the longest, counting what is left after the trim', () => {
    expect(readNickname('A'.repeat(nicknameMaxLength + 1))).toEqual({ ok: false, message: NicknameMessages.tooLong });
    expect(readNickname(` ${'A'.repeat(nicknameMaxLength)} `)).toEqual({ ok: true, nickname: 'A'.repeat(nicknameMaxLength) });
  });

  it.each([
    ['an emoji', 'Holiday 🏖', '🏖'],
    ['markup', '<script>', '< >'],
    ['a full stop and an ampersand', 'Bills & co.', '& .'],
    ['an emoji in a long text (named before the length)', `${'A'.repeat(nicknameMaxLength)}😀`, '😀'],
  ])('names the characters to take out of %s', (_, typed, named) => {
    expect(readNickname(typed)).toEqual({ ok: false, message: `${NicknameMessages.characters}. Remove ${named}` });
  });
});
