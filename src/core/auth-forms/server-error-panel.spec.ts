import { describe, expect, it } from 'vitest';
import { serverErrorMessage, serverErrorPanel } from './server-error-panel';

const phone = '0345 600 0000';

describe('server error panel', () => {
  it('shows nothing without errors', () => {
    expect(serverErrorPanel([], phone)).toEqual({ kind: 'none' });
  });

  it('shows the LOG_0008 panel with its tips when LOG_0008 comes first', () => {
    const panel = serverErrorPanel([{ code: 'LOG_0008', message: 'x' }, { code: 'BRC-109', message: 'y' }], phone);
    expect(panel).toEqual({
      kind: 'lockWarning',
      title: "You won't be able to access Digital Banking if you enter your details incorrectly too many times.",
      tips: [
        "If you can't remember your memorable answer, use 'Forgotten your memorable answer'.",
        'An incorrect Digital Secure Key password generates an invalid log-on security code.',
        'If you have a problem with your Secure Key, please call us on 0345 600 0000.',
      ],
    });
  });

  it('lists every error under the summary title otherwise, LOG_0008 worded as elsewhere', () => {
    const panel = serverErrorPanel([{ code: 'BRC-845', message: '' }, { code: 'LOG_0008', message: '' }], phone);
    expect(panel).toEqual({
      kind: 'list',
      title: 'One or more errors must be corrected',
      messages: [
        'Sorry, we are unable to proceed with your request. Please select an alternative option. (BRC-845)',
        "The security code you've entered is incorrect. Please try again.",
      ],
    });
  });

  it('words BRC-109 and OLR_0043 as the spec does', () => {
    expect(serverErrorMessage({ code: 'BRC-109', message: '' }, phone)).toBe(
      'Sorry, we are unable to proceed with your request. Please select an alternative option. (BRC-109)',
    );
    expect(serverErrorMessage({ code: 'OLR_0043', message: '' }, phone)).toBe(
      'You have entered an incorrect Transaction Security Code. Please try again or call us on 0345 600 0000. (OLR_0043)',
    );
  });

  it('never says which element of a failed log-on was wrong', () => {
    const panel = serverErrorPanel(
      [
        { code: 'LOG_0002', message: 'Your memorable answer is wrong', field: 'memorableAnswer' },
        { code: 'LOG_0003', message: 'Character 2 is wrong', field: 'keyrcc_password_second' },
      ],
      phone,
    );
    expect(panel).toEqual({
      kind: 'list',
      title: 'One or more errors must be corrected',
      messages: [
        "The details you've entered don't match our records. You won't be able to access Digital Banking if you enter your details incorrectly too many times",
      ],
    });
  });
});
