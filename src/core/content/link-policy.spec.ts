import { describe, expect, it } from 'vitest';
import { isAllowedHost, safeLinkHref } from './link-policy';

const policy = { bankDomains: ['bank.invalid'], bankHomeUrl: 'https://www.bank.invalid/' };
const home = policy.bankHomeUrl;

describe('safeLinkHref', () => {
  it.each([
    'https://www.bank.invalid/help',
    'https://bank.invalid/',
    'https://www.fca.org.uk/consumers',
    'https://fca.org.uk/',
    'https://www.fscs.org.uk/check/',
    'https://register.fca.org.uk/s/',
  ])('keeps %s', (href) => {
    expect(safeLinkHref(href, policy)).toBe(new URL(href).href);
  });

  it.each(['#main', '#/accounts', '/help/contact', 'tel:020 7946 0123', 'tel:+442079460123'])('keeps %s', (href) => {
    expect(safeLinkHref(href, policy)).toBe(href);
  });

  it.each([
    'https://evil.example/',
    'https://evilfca.org.uk/',
    'https://fca.org.uk.evil.example/',
    'https://bank.invalid@evil.example/',
    'https://user:pw@www.bank.invalid/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://www.bank.invalid/file',
    // https only, even to the bank's and the regulators' hosts.
    'http://register.fca.org.uk/s/',
    'http://www.bank.invalid/help',
    'mailto:someone@evil.example',
    'tel:1;javascript:alert(1)',
    'not a url',
    '',
  ])('sends %j to the bank home', (href) => {
    expect(safeLinkHref(href, policy)).toBe(home);
  });
});

describe('isAllowedHost', () => {
  it('accepts subdomains on a label boundary only, case-insensitively', () => {
    expect(isAllowedHost('WWW.FCA.ORG.UK', ['fca.org.uk'])).toBe(true);
    expect(isAllowedHost('www.fca.org.uk.', ['fca.org.uk'])).toBe(true);
    expect(isAllowedHost('notfca.org.uk', ['fca.org.uk'])).toBe(false);
  });
});
