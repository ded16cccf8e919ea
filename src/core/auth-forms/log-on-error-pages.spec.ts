import { describe, expect, it } from 'vitest';
import { logOnErrorPage } from './log-on-error-pages';

const phone = '0345 600 0000';

describe('log-on error pages', () => {
  it.each([
    ['FD2G004', "You're already logged on", 'logOnAgain'],
    ['FD2G005', "We can't log you on at the moment", 'logOnAgain'],
    ['FD2G006', 'Your Online Banking has been suspended', 'logOnAgain'],
    ['FD2G008', "You've reached the maximum number of tries", 'logOnAgain'],
    ['FD2G009', 'You need to register again', 'register'],
    ['FD2G501', 'This service is unavailable', 'logOnAgain'],
    ['FD2G502', 'Sorry we cannot action your request', 'logOnAgain'],
    ['FD2G503', 'Please try again later', 'logOnAgain'],
    ['FD2G504', 'This page is unavailable', 'logOnAgain'],
    ['fd2g509', 'Please log on another way', 'legacyLogOn'],
  ])('%s has its own page', (code, title, action) => {
    const page = logOnErrorPage(code, phone);
    expect(page.title).toBe(title);
    expect(page.action).toBe(action);
    expect(page.code).toBe(code.toUpperCase());
  });

  it('fills in the phone number', () => {
    expect(logOnErrorPage('FD2G006', phone).paragraphs.join(' ')).toContain('call us on 0345 600 0000');
  });

  it('falls back to the generic panel quoting the code', () => {
    expect(logOnErrorPage('FD2G500', phone)).toEqual({
      code: 'FD2G500',
      title: "It's us, not you.",
      paragraphs: [
        "Sorry. Something's not right with our system - please try again later or you can send us a message from our help section and quote error code FD2G500.",
      ],
      action: 'logOnAgain',
    });
    expect(logOnErrorPage(undefined, phone).code).toBe('FD2G002');
  });
});
