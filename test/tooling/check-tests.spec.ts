// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findings } from '../../scripts/check-tests.mjs';

/** scripts/check-tests.mjs (in npm run lint): the patterns that pass whatever the code does. */
const rulesIn = (text: string, path = 'src/x.spec.ts') => findings(path, text).map((f: { line: number; rule: string }) => `${f.line} ${f.rule.split(':')[0]}`);

describe('check-tests', () => {
  it.each([
    ['expect(() => f()).toThrow();', '1 bare toThrow()'],
    ['expect(() => f()).toThrowError( );', '1 bare toThrow()'],
    ['await expect(p).rejects.toBeTruthy();', '1 a rejection checked only for being there'],
    ["expect(r.headers['Idempotency-Key']).toBe('k');", '1 a fixed-case header read'],
    ["expect(r?.headers?.['X-Channel']).toBe('WEB');", '1 a fixed-case header read'],
    ['if (a) expect(a).toBe(1);', '1 expect inside an if'],
    ['if (a) {\n  x();\n} else {\n  expect(b).toBe(2);\n}', '1 expect inside an if'],
    ['if (a) x();\nelse if (b) expect(b).toBe(2);', '2 expect inside an if'],
    // A quote inside a regex literal opens no string, so the read after it is still seen.
    ["await page.getByText(/don't match/).waitFor();\nconst h = r.headers['X-Id'];", '2 a fixed-case header read'],
    ['for (const h of names) expect(sent?.headers[h]).toBeTruthy();', '1 a header read through a variable'],
    ['const v = request.headers[name];', '1 a header read through a variable'],
    ["it.only('pays', () => {});", '1 a .only'],
    ["describe.only('a journey', () => {});", '1 a .only'],
    ["it.concurrent.only('pays', async () => {});", '1 a .only'],
    ["test.only.each([1])('row %s', () => {});", '1 a .only'],
    ["describe.each(engines)('%s', () => {\n  it.only('logs on', () => {});\n});", '2 a .only'],
  ])('flags %j', (code, finding) => {
    expect(rulesIn(code)).toEqual([finding]);
  });

  it.each([
    'expect(() => f()).not.toThrow();',
    "expect(() => f()).toThrow('A journey has at least one step');",
    "await expect(p).rejects.toMatchObject({ error: { code: 'FD001T' } });",
    "headers['Idempotency-Key'] = key;",
    "expect(r.headers['idempotency-key']).toBe('k');",
    "expect(headerOf(r.headers, 'Idempotency-Key')).toBe('k');",
    'if (!ok) throw new Error("no");\nexpect(a).toBe(1);',
    "// if (a) expect(a).toBe(1);\nconst s = 'if (a) expect(a)';",
    'headers[name] = value;',
    "expect(headerOf(sent?.headers, header)).toBeTruthy();",
    "// it.only('pays') is what not to write\nconst hint = 'it.only';",
    'const only = [1].filter(Boolean); expect(only).toEqual([1]);',
  ])('passes %j', (code) => {
    expect(rulesIn(code)).toEqual([]);
  });

  it('flags a page spec that waits under a bound of its own below 15 s, and nothing else', () => {
    expect(rulesIn("await screen.findByRole('heading', {}, { timeout: 5000 });", 'src/ui/x.spec.tsx')).toEqual(['1 a wait shorter than the page specs\' 15 s bound']);
    expect(rulesIn('await waitFor(() => expect(a).toBe(1), { timeout: 14_999 });', 'src/ui/x.spec.ts')).toEqual(['1 a wait shorter than the page specs\' 15 s bound']);
    expect(rulesIn('await waitFor(() => expect(a).toBe(1), { timeout: 15_000 });', 'src/ui/x.spec.ts')).toEqual([]);
    expect(rulesIn("await page.getByText('x').waitFor({ timeout: 5000 });", 'test/e2e/x.e2e.spec.ts')).toEqual([]);
  });

  it('looks for expect inside if only in spec files', () => {
    expect(rulesIn('if (a) expect(a).toBe(1);', 'test/e2e/support/journey.ts')).toEqual([]);
  });
});
