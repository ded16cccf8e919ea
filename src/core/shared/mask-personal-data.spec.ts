import { describe, expect, it } from 'vitest';
import { maskPersonalData } from './mask-personal-data';

describe('maskPersonalData', () => {
  it('masks ASCII digits', () => {
    expect(maskPersonalData('account 12345678 sort 40-11-22')).toBe('account ******** sort **-**-**');
  });
  it('masks digits of any script', () => {
    expect(maskPersonalData('٣٤٥ and १२३ and ５')).toBe('*** and *** and *');
  });
  it('masks customer names case-insensitively, regex characters included', () => {
    expect(maskPersonalData('Failed for JANE O.Doe (jane o.doe)', ['Jane O.Doe'])).toBe('Failed for [name] ([name])');
  });
  it('masks email addresses whole, whatever their letters', () => {
    expect(maskPersonalData('Could not change jane.doe+bank@example.co.uk to J.Ödön@bank.example')).toBe('Could not change [email] to [email]');
  });
  it('masks the customer name given, and the email address that carries it', () => {
    expect(maskPersonalData('Reply from Alex Hardy <alex.hardy@example.com>', ['Alex Hardy'])).toBe('Reply from [name] <[email]>');
  });
  it('leaves other text alone', () => {
    expect(maskPersonalData('no personal data')).toBe('no personal data');
  });
});
