import { describe, expect, it } from 'vitest';
import { applicationWords, instructionWords, leaveWhileUnknownWords, mayHaveWords } from './unknown-outcome-words';

describe('the words of an unknown outcome', () => {
  it('say what may have happened to what was sent', () => {
    expect(mayHaveWords({ subject: 'payment' })).toBe('Your payment may have gone through.');
    expect(mayHaveWords(instructionWords)).toBe('Your instruction may have gone through.');
    expect(mayHaveWords(applicationWords)).toBe('Your application may have been received.');
  });

  it('warn before leaving that the bank may have acted, and to look before making it again', () => {
    expect(leaveWhileUnknownWords({ subject: 'cancellation' })).toBe(
      'We have not had an answer from the bank yet. Your cancellation may have gone through. If you leave now, check what the bank lists before you make it again.',
    );
  });
});
