import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every command in package.json, the README and the docs works as far as files and names go: a
 * script names only files that exist, and a command in the README or a page of docs/ names only npm
 * scripts, Vitest projects and `node` scripts that exist. (`preview` and `test:e2e` once named scripts
 * that did not exist.)
 */
const root = process.cwd();
const packageScripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const docPages = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({ file: join('docs', file), text: readFileSync(join(root, 'docs', file), 'utf8') }));
const everyPage = [{ file: 'README.md', text: readme }, ...docPages];
const vitestProjects = [...readFileSync(join(root, 'vitest.config.ts'), 'utf8').matchAll(/name:\s*'([^']+)'/g)].map((m) => m[1]);

/** npm's own commands that run a script of the same name when it is defined. */
const npmLifecycle = new Set(['start', 'test', 'stop', 'restart']);

/** Paths a command line names: a word that ends in a script or config extension. */
function filesNamedBy(command: string): string[] {
  return command
    .split(/[\s;&|()=]+/)
    .map((word) => word.replace(/^['"]|['"]$/g, ''))
    .filter((word) => /^[\w./-]+\.(mjs|cjs|js|ts|tsx|json)$/.test(word) && !/^https?:/.test(word));
}

/** The npm scripts and Vitest projects a README (or any text) runs, with the command each came from. */
function commandsIn(text: string): { command: string; script?: string; projects: string[] }[] {
  const fenced = [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].flatMap((m) => (m[1] ?? '').split('\n').map((line) => line.replace(/#.*$/, '')));
  const inline = [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
  const commands = [...fenced, ...inline].map((c) => c.replace(/\s+/g, ' ').trim());
  return commands
    .filter((c) => /(^|\s)(npm|npx)\s/.test(` ${c}`))
    .map((command) => {
      const run = /\bnpm (?:run(?:-script)?|run) ([\w:-]+)/.exec(command) ?? /\bnpm (start|test|stop|restart)\b/.exec(command);
      const projects = /--project\s+([\w|]+)/.exec(command)?.[1]?.split('|') ?? [];
      return { command, script: run?.[1], projects };
    });
}

describe('commands in package.json and the README', () => {
  it.each(Object.entries(packageScripts))('npm run %s names only files that exist', (_name, command) => {
    const missing = filesNamedBy(command).filter((file) => !existsSync(join(root, file)));
    expect(missing).toEqual([]);
  });

  it('the README runs only npm scripts and Vitest projects that are defined', () => {
    const commands = commandsIn(readme);
    expect(commands.map((c) => c.script)).toEqual(expect.arrayContaining(['start', 'test']));
    const broken = commands.filter(
      (c) => (c.script !== undefined && !(c.script in packageScripts)) || c.projects.some((p) => !vitestProjects.includes(p)),
    );
    expect(broken.map((c) => c.command)).toEqual([]);
  });

  it.each(everyPage)('$file runs only npm scripts, Vitest projects and node scripts that exist', ({ text }) => {
    const commands = commandsIn(text);
    const broken = commands.filter(
      (c) => (c.script !== undefined && !(c.script in packageScripts)) || c.projects.some((p) => !vitestProjects.includes(p)),
    );
    const nodeScripts = [...text.matchAll(/`node (scripts\/[\w./-]+\.mjs)/g)].map((m) => m[1] ?? '');
    expect([...broken.map((c) => c.command), ...nodeScripts.filter((file) => !existsSync(join(root, file)))]).toEqual([]);
  });

  it('npm start and npm test run scripts of their own, not npm defaults', () => {
    const named = [...npmLifecycle].filter((name) => commandsIn(readme).some((c) => c.script === name));
    expect(named.filter((name) => !(name in packageScripts))).toEqual([]);
  });

  it('catches a script that names a missing file and a README command for an undefined script', () => {
    expect(filesNamedBy('node scripts/serve-prod.mjs').filter((f) => !existsSync(join(root, f)))).toEqual(['scripts/serve-prod.mjs']);
    expect(filesNamedBy('vite build && node scripts/report-size.mjs')).toEqual(['scripts/report-size.mjs']);
    expect(commandsIn('```sh\nnpm run gone   # a comment\n```\n').map((c) => c.script)).toEqual(['gone']);
    expect(commandsIn('Run `npm run nope` or `npx vitest run --project unit|smoke`.')).toEqual([
      { command: 'npm run nope', script: 'nope', projects: [] },
      { command: 'npx vitest run --project unit|smoke', script: undefined, projects: ['unit', 'smoke'] },
    ]);
  });
});
