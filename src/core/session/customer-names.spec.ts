import { describe, expect, it } from 'vitest';
import { maskPersonalData } from '../shared/mask-personal-data';
import { customerNames } from './customer-names';

/**
 * The names an error report masks (docs/rules/error-catalogue.md). Once, only the adapter's spec
 * reached this, so no core spec failed when it changed (mutation testing: 17 mutants without a test).
 */
describe('customerNames', () => {
  it('gives the session’s username and the remembered one, trimmed, longest first', () => {
    expect(customerNames({ cin: ' ann ' }, 'anna.smith')).toEqual(['anna.smith', 'ann']);
    expect(customerNames({ cin: 'anna.smith' }, ' ann ')).toEqual(['anna.smith', 'ann']);
  });

  it('gives the real names the bank gave, with the usernames, longest first', () => {
    expect(customerNames({ cin: 'demo.hardkey', ownNames: ['Alex Hardy', 'Alex', 'Hardy'] }, 'alex')).toEqual(['demo.hardkey', 'Alex Hardy', 'Hardy', 'Alex', 'alex']);
  });

  it('gives one name once', () => {
    expect(customerNames({ cin: 'demo.hardkey' }, ' demo.hardkey ')).toEqual(['demo.hardkey']);
  });

  it('leaves out a missing or blank name', () => {
    expect(customerNames({ cin: null }, null)).toEqual([]);
    expect(customerNames({ cin: null }, 'demo.appkey')).toEqual(['demo.appkey']);
    expect(customerNames({ cin: '   ' }, 'demo.appkey')).toEqual(['demo.appkey']);
    expect(customerNames({ cin: 'demo.appkey' }, '')).toEqual(['demo.appkey']);
  });

  it('masks a name that contains another whole', () => {
    const names = customerNames({ cin: 'ann' }, 'anna.smith');
    expect(maskPersonalData('anna.smith and ann', names)).toBe('[name] and [name]');
  });
});
