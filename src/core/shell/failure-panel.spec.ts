import { describe, expect, it } from 'vitest';
import { failurePanel } from './failure-panel';

describe('failurePanel', () => {
  it.each(['FD001T', 'FD999T', 'FD892T'])('%s offers Back and Balances, quoting its code', (code) => {
    const panel = failurePanel({ code });
    expect(panel.actions).toEqual(['back', 'balances']);
    expect(panel.title).toBe("It's us, not you.");
    expect(panel.message).toContain(`quote error code ${code}.`);
  });

  it('gives a failure without a code FD001T', () => {
    expect(failurePanel({ code: '' })).toMatchObject({ code: 'FD001T', actions: ['back', 'balances'] });
    expect(failurePanel({})).toMatchObject({ code: 'FD001T' });
  });

  it('offers Balances for any other code, with the content entry for it', () => {
    expect(failurePanel({ code: 'ACC_MALFORMED' }, { title: 'Problem', message: 'Quote fd_code.' })).toEqual({
      code: 'ACC_MALFORMED',
      title: 'Problem',
      message: 'Quote ACC_MALFORMED.',
      actions: ['balances'],
    });
  });
});
