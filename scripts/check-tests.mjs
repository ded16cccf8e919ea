/**
 * The test patterns a machine can find that pass whatever the code does, run in `npm test` by the
 * lint step (`npm run lint`):
 *   - a bare `toThrow()` / `toThrowError()`, or a rejection checked only for being there
 *     (`rejects.toBeTruthy()`, `rejects.toBeDefined()`): a TypeError passes them. Name the error.
 *   - a header read with a fixed case, `headers['Idempotency-Key']`: header names are
 *     case-insensitive, so such a read misses a header the bank sent as `idempotency-key`. Read it
 *     with a case-insensitive helper (test/e2e/support/headers.ts, test/contract/http-support.ts).
 *   - `expect` inside an `if` (or its `else`): when the condition is false nothing is asserted. Assert
 *     which branch is expected, or compute the expected value and assert once.
 *   - a page spec (`src/**.spec.tsx?`) waiting under a bound of its own below the one in
 *     test/setup/unit.setup.ts (15 s): it passes on an idle machine and fails a right page on a
 *     loaded one, which is a failure that says nothing about the code.
 * Usage: node scripts/check-tests.mjs [files...] (default: every spec and test support file).
 * Exits 1 listing file:line for each finding.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const testFile = (path) => /\.spec\.tsx?$/.test(path) || /(^|[\\/])test[\\/].*\.(ts|tsx|mjs)$/.test(path);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'fixtures') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : testFile(path) ? [path] : [];
  });
}

/** Replaces comments and string/template contents with spaces, keeping offsets and line breaks. */
function blankCommentsAndStrings(text) {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      for (; i < text.length && text[i] !== '\n'; i++) out += ' ';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '/' && /[(,=:[!&|?{};]\s*$|^\s*$|\breturn\s*$/.test(text.slice(Math.max(0, i - 40), i).split('\n').pop() ?? '')) {
      // A regex literal (/don't match/): its quotes open no string.
      let j = i + 1;
      for (let inClass = false; j < text.length && text[j] !== '\n' && (text[j] !== '/' || inClass); j++) {
        if (text[j] === '\\') j++;
        else if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
      }
      out += '/' + ' '.repeat(Math.max(0, j - i - 1));
      i = j;
    } else if (c === '"' || c === "'" || c === '`') {
      out += c;
      i++;
      while (i < text.length && text[i] !== c) {
        out += text[i] === '\\' ? '  ' : text[i] === '\n' ? '\n' : ' ';
        i += text[i] === '\\' ? 2 : 1;
      }
      out += c;
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const rules = [
  { name: 'bare toThrow(): name the error', pattern: /(?<!\.not)\.toThrow(Error)?\(\s*\)/g },
  { name: 'a rejection checked only for being there: name the error', pattern: /\.rejects\.(toBeTruthy|toBeDefined)\(\s*\)/g },
  {
    name: 'a fixed-case header read: header names are case-insensitive, use a helper',
    // A read (not an assignment) of a bracketed header name holding a capital letter.
    pattern: /headers\??\.?\[\s*(['"])[^'"\n]*[A-Z][^'"\n]*\1\s*\](?!\s*=[^=])/g,
    raw: true,
  },
  {
    name: 'a header read through a variable: header names are case-insensitive, use a helper',
    // A read (not an assignment) of headers[name]: whatever case `name` holds, the bank may send another.
    pattern: /headers\??\.?\[\s*[A-Za-z_$][\w$]*\s*\](?!\s*=[^=])/g,
  },
  { name: 'a .only: it skips the rest of the file', pattern: /\b(?:it|test|describe|suite)(?:\.[A-Za-z]+)*?\.only\b/g },
];

/** End offset (exclusive) of the balanced bracket group opening at `open`. */
function closing(code, open) {
  const pairs = { '(': ')', '{': '}', '[': ']' };
  const stack = [];
  for (let i = open; i < code.length; i++) {
    if (pairs[code[i]]) stack.push(pairs[code[i]]);
    else if (code[i] === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return code.length;
}

/** The statement after `at`: a `{...}` block, or up to the end of the line's statement. */
function statementAfter(code, at) {
  let i = at;
  while (/\s/.test(code[i] ?? '')) i++;
  if (code[i] === '{') return [i, closing(code, i)];
  let depth = 0;
  for (let j = i; j < code.length; j++) {
    const c = code[j];
    if ('({['.includes(c)) depth++;
    else if (')}]'.includes(c)) depth--;
    if (depth <= 0 && (c === ';' || (c === '\n' && depth === 0 && !/^\s*[.?]/.test(code.slice(j + 1, j + 40))))) return [i, j + 1];
  }
  return [i, code.length];
}

function expectsInsideIf(code) {
  const found = [];
  for (const m of code.matchAll(/\bif\s*\(/g)) {
    const condEnd = closing(code, m.index + m[0].length - 1);
    let [start, end] = statementAfter(code, condEnd);
    const bodies = [[start, end]];
    const rest = code.slice(end);
    const elseMatch = /^\s*else\b/.exec(rest);
    if (elseMatch) {
      const after = end + elseMatch[0].length;
      if (!/^\s*if\b/.test(code.slice(after))) bodies.push(statementAfter(code, after));
    }
    for ([start, end] of bodies) {
      const inner = code.slice(start, end).search(/\bexpect(\.soft|\.poll)?\s*\(/);
      if (inner >= 0) {
        found.push(m.index);
        break;
      }
    }
  }
  return found;
}

/** The page specs' one bound on waiting for what will appear (test/setup/unit.setup.ts). */
const shortestWait = 15_000;

const lineOf = (text, offset) => text.slice(0, offset).split('\n').length;

export function findings(path, text) {
  const code = blankCommentsAndStrings(text);
  const out = [];
  for (const rule of rules) {
    for (const m of (rule.raw ? text : code).matchAll(rule.pattern)) {
      // A raw match must not sit in a comment (blanked in `code`).
      if (rule.raw && code.slice(m.index, m.index + 7) !== text.slice(m.index, m.index + 7)) continue;
      out.push({ path, line: lineOf(text, m.index), rule: rule.name });
    }
  }
  if (/^src[\\/].*\.spec\.tsx?$/.test(path)) {
    for (const m of code.matchAll(/\{\s*timeout:\s*([0-9][0-9_]*)\s*\}/g)) {
      if (Number(m[1].replace(/_/g, '')) < shortestWait) out.push({ path, line: lineOf(text, m.index), rule: 'a wait shorter than the page specs\' 15 s bound: a loaded machine fails a right page' });
    }
  }
  if (/\.spec\.tsx?$/.test(path)) for (const at of expectsInsideIf(code)) out.push({ path, line: lineOf(text, at), rule: 'expect inside an if: assert which branch, or the value, once' });
  return out.sort((a, b) => a.line - b.line);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const paths = process.argv.length > 2 ? process.argv.slice(2) : ['src', 'test'].flatMap((d) => files(join(root, d)));
  const all = paths.flatMap((p) => findings(relative(root, p), readFileSync(p, 'utf8')));
  for (const f of all) console.log(`${f.path}:${f.line}  ${f.rule}`);
  if (all.length > 0) {
    console.log(`\ncheck-tests: ${all.length} finding(s); see scripts/check-tests.mjs for why each pattern passes whatever the code does.`);
    process.exit(1);
  }
  console.log('check-tests: no bare toThrow(), header reads by a fixed case or a variable, .only, expect inside if or a short wait in a page spec.');
}
