import { describe, expect, it } from 'vitest';
import { catalogueWithContent, errorCodeCatalogue } from './error-code-catalogue';

describe('the error code catalogue of the developer page', () => {
  it('holds every list once, the global codes first', () => {
    const codes = errorCodeCatalogue().map((c) => c.code);
    expect(codes.slice(0, 3)).toEqual(['FD001T', 'FD999T', 'FD892T']);
    expect(codes).toEqual(expect.arrayContaining(['FD2G004', 'LOG_0008', 'ACT_0001', 'ACC_MALFORMED', 'MM_NOT_FOUND', 'DOC_NOT_FOUND', 'MSG_MALFORMED']));
    expect(new Set(codes).size).toBe(codes.length);
    // ELG006 is in the global list and the identity list: shown once, from the first.
    expect(errorCodeCatalogue().filter((c) => c.code === 'ELG006')).toEqual([{ code: 'ELG006', source: 'Global (docs/rules/error-catalogue.md)' }]);
  });

  it('pairs each code with its content and lists the codes content lacks', () => {
    const { rows, missing } = catalogueWithContent((code) => (code === 'FD001T' ? { title: 'It is us', message: 'Sorry' } : null));
    expect(rows[0]).toEqual({ code: 'FD001T', source: 'Global (docs/rules/error-catalogue.md)', text: { title: 'It is us', message: 'Sorry' } });
    expect(missing).not.toContain('FD001T');
    expect(missing).toContain('FD999T');
    expect(missing).toHaveLength(rows.length - 1);
  });
});
