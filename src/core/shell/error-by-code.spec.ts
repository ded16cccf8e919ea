import { describe, expect, it } from 'vitest';
import { errorTextByCode } from './error-by-code';

describe('errorTextByCode', () => {
  it('replaces the fd_code placeholder in title and message', () => {
    expect(errorTextByCode('FD2G004', { title: 'Problem fd_code', message: 'Quote {{fd_code}} or {fd_code}.' })).toEqual({
      title: 'Problem FD2G004',
      message: 'Quote FD2G004 or FD2G004.',
    });
  });
  it('falls back to the generic texts quoting the code', () => {
    expect(errorTextByCode('FD001T')).toEqual({
      title: "It's us, not you.",
      message:
        "Sorry. Something's not right with our system - please try again later or you can send us a message from our help section and quote error code FD001T.",
    });
    expect(errorTextByCode('X1', { title: '  ', message: null }).title).toBe("It's us, not you.");
  });
});
