import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Names say what, never when: no tracker number (an issue's, a defect's or a ticket's) in any
 * committed file, code, tests, configs, stubs or docs alike, this one included (its samples are
 * assembled at run time). A number nobody can look up sends the
 * next engineer searching; the reason it stood for goes into the comment or the doc instead.
 */
const numbered = /\b(?:issues?|defects?|tickets?)\s*#?\d+/gi;

function workItemNumbers(text: string): string[] {
  return text.match(numbered) ?? [];
}

/** Files that are not prose or code: the lock file's package names and binary files. */
const skipped = (path: string) => path === 'package-lock.json' || /\.(?:pdf|png|jpe?g|gif|ico|woff2?|ttf|jar|zip|gz)$/i.test(path);

describe('no tracker numbers in the committed tree', () => {
  it('finds a number written after issue, issues, defect or ticket, and not a plain count', () => {
    const sample = ['see iss', 'ue 27 and Iss', 'ues 17, 20; def', 'ect #3; 27 issues'].join('');
    const found = workItemNumbers(sample);
    expect(found.map((hit) => hit.split(/\s+#?/)[0]?.toLowerCase())).toEqual(['iss' + 'ue', 'iss' + 'ues', 'def' + 'ect']);
    expect(found.map((hit) => hit.replace(/\D/g, ''))).toEqual(['27', '17', '3']);
    expect(workItemNumbers('two issues were found; item four')).toEqual([]);
  });

  it('holds none in any tracked file', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter((f) => f && !skipped(f));
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue; // tracked but deleted in the working tree
      }
      for (const hit of workItemNumbers(text)) found.push(`${file}: ${hit}`);
    }
    expect(found, 'say what the number stood for instead').toEqual([]);
  });
});
