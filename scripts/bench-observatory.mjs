/**
 * The MDN HTTP Observatory's scanner (npm @mdn/mdn-http-observatory, installed on first use with its scripts off)
 * against the production build served by the shipped deploy/nginx.conf on this machine.
 * Run by `npm run bench` (BENCH_OBSERVATORY=0 leaves it out) or alone: `node scripts/bench-observatory.mjs`.
 *
 * Graded over TLS (deploy/nginx-tls.conf, nginx terminating it with a local certificate, as
 * production is served): the scanner takes a host name only, '127.0.0.1:PORT', and asks it over http
 * and https on that one port; nginx sends the plain http (its code 497) to https on the same port.
 * The scanner runs in a child process that trusts the local CA (NODE_EXTRA_CA_CERTS, read at start),
 * so the certificate counts as valid, as a real one would.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx } from './nginx-server.mjs';
import { startWiremock } from './wiremock-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const observatoryVersion = '1.4.8';
// A name in a variable: type checking a fresh clone, where it is not installed, does not look for it.
const observatoryPackage = '@mdn/mdn-http-observatory';

/** @returns {Promise<{ grade: string, score: number, tests: { name: string, pass: boolean, modifier: number, result: string }[] }>} */
export async function benchObservatory() {
  // Not a dependency of the project: its postinstall downloads lists from the web, which would break
  // `npm ci` on a machine without that access. Installed here on first use, its scripts off.
  const require = createRequire(import.meta.url);
  try {
    require.resolve(`${observatoryPackage}/package.json`);
  } catch {
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', `${observatoryPackage}@${observatoryVersion}`], { stdio: 'inherit' });
  }
  // The package's install step downloads the HSTS preload list, which this machine cannot fetch (and
  // its scripts are off). An empty list: 127.0.0.1 is on no preload list anyway.
  const pkg = dirname(require.resolve(`${observatoryPackage}/package.json`));
  const preload = join(pkg, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}');
  const bank = await startWiremock();
  let nginx = null;
  try {
    nginx = await startNginx({ wiremockPort: bank.port, tls: true });
    const result = scanTrusting(`127.0.0.1:${nginx.port}`, nginx.ca ?? '');
    return {
      grade: result.scan.grade,
      score: result.scan.score,
      tests: Object.entries(result.tests).map(([name, t]) => ({ name, pass: t.pass, modifier: t.scoreModifier, result: t.result })),
    };
  } finally {
    await nginx?.stop();
    await bank.stop();
  }
}

/** The scanner in a node of its own that trusts `caFile`; its result as JSON on stdout. */
function scanTrusting(host, caFile) {
  const program = `import('${observatoryPackage}').then(async ({ scan }) => process.stdout.write(JSON.stringify(await scan(${JSON.stringify(host)}))))`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: root,
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out);
}

export function printObservatory({ grade, score, tests }) {
  console.log(`\nMDN HTTP Observatory against the local nginx over TLS (deploy/nginx-tls.conf): grade ${grade}, score ${score}`);
  for (const t of tests) console.log(`  ${t.pass ? '✓' : '✗'} ${t.name.padEnd(34)} ${String(t.modifier).padStart(4)}  ${t.result}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printObservatory(await benchObservatory());
