// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allReportProblems, breakOf, makeRecord, reportProblems, requiredFolders, strictFiles } from '../../scripts/mutation-policy.mjs';

/**
 * Mutation testing as a check of npm test without running Stryker (scripts/mutation-policy.mjs):
 * every listed folder of src/core has a report made on today's code and specs, scoring at least
 * its threshold. Refresh a folder with `node scripts/mutation.mjs <folder>`.
 */
describe('the committed mutation reports', () => {
  it.each(requiredFolders)('core/%s: made on its code of today, at or over its threshold', (folder) => {
    expect(reportProblems(folder)).toEqual([]);
  });

  it('cover the folders that move money or sign for it at 90 %, the others at 85 %', () => {
    expect(['move-money', 'manage-money', 'journey', 'signing', 'never-twice'].map(breakOf)).toEqual([90, 90, 90, 90, 90]);
    expect(['accounts', 'open-banking', 'products/cards'].map(breakOf)).toEqual([85, 85, 85]);
  });
});

describe('the staleness and threshold check', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A repository with one folder of core and a report of `killed` killed and `survived` surviving mutants. */
  function repository(folder: string, killed: number, survived: number): string {
    root = mkdtempSync(join(tmpdir(), 'mutation-'));
    mkdirSync(join(root, 'src/core', folder), { recursive: true });
    writeFileSync(join(root, 'src/core', folder, 'rule.ts'), 'export const rule = (a: number) => a > 1;\n');
    writeFileSync(join(root, 'src/core', folder, 'rule.spec.ts'), "it('holds', () => expect(rule(2)).toBe(true));\n");
    const mutants = [...Array.from({ length: killed }, () => 'Killed'), ...Array.from({ length: survived }, () => 'Survived')].map((status, i) => ({ id: String(i), status }));
    const report = { files: { [`src/core/${folder}/rule.ts`]: { mutants } } };
    mkdirSync(join(root, 'reports/mutation', folder), { recursive: true });
    writeFileSync(join(root, 'reports/mutation', folder, 'incremental.json'), JSON.stringify(report));
    writeFileSync(join(root, 'reports/mutation', folder, 'record.json'), JSON.stringify(makeRecord(folder, report, '2026-11-28T12:00:00.000Z', root)));
    return root;
  }

  it('passes a report made on the code of today over its threshold', () => {
    expect(reportProblems('accounts', repository('accounts', 86, 14))).toEqual([]);
  });

  it('fails a report whose code changed since', () => {
    repository('signing', 95, 5);
    writeFileSync(join(root, 'src/core/signing/rule.ts'), 'export const rule = (a: number) => a >= 1;\n');
    expect(reportProblems('signing', root)).toEqual([expect.stringContaining('core/signing: the report was made on other code than today')]);
  });

  it('fails a report whose specs changed since', () => {
    repository('signing', 95, 5);
    writeFileSync(join(root, 'src/core/signing/other.spec.ts'), "it('more', () => {});\n");
    expect(reportProblems('signing', root)).toEqual([expect.stringContaining('other code than today')]);
  });

  it('fails a score under the threshold: 89 % in a money folder, 84 % in another', () => {
    expect(reportProblems('journey', repository('journey', 89, 11))).toEqual(['core/journey: mutation score 89.00 % is under its threshold of 90 %']);
    rmSync(root, { recursive: true, force: true });
    expect(reportProblems('accounts', repository('accounts', 84, 16))).toEqual(['core/accounts: mutation score 84.00 % is under its threshold of 85 %']);
  });

  it('fails a folder over its 85 % whose amount reader is under 90 %', () => {
    expect(strictFiles).toContain('shared/validation/amount-reader.ts');
    root = mkdtempSync(join(tmpdir(), 'mutation-'));
    const folder = 'shared/validation';
    mkdirSync(join(root, 'src/core', folder), { recursive: true });
    writeFileSync(join(root, 'src/core', folder, 'amount-reader.ts'), 'export const read = (a: string) => a;\n');
    const mutants = (killed: number, survived: number) =>
      [...Array.from({ length: killed }, () => 'Killed'), ...Array.from({ length: survived }, () => 'Survived')].map((status, i) => ({ id: String(i), status }));
    const report = { files: { [`src/core/${folder}/amount-reader.ts`]: { mutants: mutants(89, 11) }, [`src/core/${folder}/text-rules.ts`]: { mutants: mutants(100, 0) } } };
    mkdirSync(join(root, 'reports/mutation', folder), { recursive: true });
    writeFileSync(join(root, 'reports/mutation', folder, 'incremental.json'), JSON.stringify(report));
    writeFileSync(join(root, 'reports/mutation', folder, 'record.json'), JSON.stringify(makeRecord(folder, report, '2026-11-28T12:00:00.000Z', root)));
    expect(reportProblems(folder, root)).toEqual(['core/shared/validation/amount-reader.ts: mutation score 89.00 % is under its threshold of 90 %']);
  });

  it('fails a listed folder with no report', () => {
    repository('accounts', 90, 0);
    mkdirSync(join(root, 'src/core/open-banking'));
    expect(allReportProblems(root, ['accounts', 'open-banking'])).toEqual(['core/open-banking: no mutation report; refresh it: node scripts/mutation.mjs open-banking']);
  });
});
