/**
 * Builds the demo bank's ledger (a WireMock extension in Java, `wiremock/extension/src`, docs/api/ledger.md)
 * into `wiremock/extension/build/demo-bank-ledger.jar` (git-ignored) with the JDK's javac and jar,
 * against the WireMock jar it runs in. Rebuilt only when the jar is missing or older than a source.
 *
 *   node scripts/ledger-extension.mjs   # build now (npm start / npm test do it on their own)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'wiremock', 'extension', 'src');
const buildDir = join(root, 'wiremock', 'extension', 'build');
export const ledgerJarPath = join(buildDir, 'demo-bank-ledger.jar');

/**
 * Apache PDFBox from Debian's libpdfbox2-java (with fontbox and commons-logging, which it needs): the
 * ledger makes each customer's pre-contract information and credit agreements as PDFs with it. On the
 * class path of javac here and of WireMock (scripts/wiremock-server.mjs); ensure-tools installs it.
 * PDFBOX_JARS (':'-separated) overrides the Debian paths elsewhere.
 */
export function pdfboxJars() {
  const jars = process.env.PDFBOX_JARS
    ? process.env.PDFBOX_JARS.split(':')
    : ['/usr/share/java/pdfbox2.jar', '/usr/share/java/fontbox2.jar', '/usr/share/java/commons-logging.jar'];
  const missing = jars.filter((jar) => !existsSync(jar));
  if (missing.length > 0) throw new Error(`PDFBox is missing (${missing.join(', ')}): install libpdfbox2-java (npm run ensure-tools does)`);
  return jars;
}

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.java') ? [join(dir, entry.name)] : [],
  );
}

/** @param {string} wiremockJar the standalone jar to compile against @returns {string} the extension's jar */
export function ensureLedgerJar(wiremockJar) {
  const files = sources(sourceDir);
  const services = join(sourceDir, 'META-INF', 'services', 'com.github.tomakehurst.wiremock.extension.ExtensionFactory');
  const newest = Math.max(...[...files, services].map((f) => statSync(f).mtimeMs));
  if (existsSync(ledgerJarPath) && statSync(ledgerJarPath).mtimeMs >= newest) return ledgerJarPath;
  // Built in a folder of this process's own and moved into place at once, so two set-ups starting
  // together (a contract and an e2e run in two worktrees' shells) never see a half-written jar.
  mkdirSync(buildDir, { recursive: true });
  const work = mkdtempSync(join(buildDir, 'tmp-'));
  const classes = join(work, 'classes');
  const jar = join(work, 'demo-bank-ledger.jar');
  try {
    mkdirSync(classes);
    execFileSync('javac', ['--release', '17', '-nowarn', '-d', classes, '-cp', [wiremockJar, ...pdfboxJars()].join(':'), ...files], { stdio: 'inherit' });
    // The services file makes WireMock's extension scanning (on by default) load the factory:
    // `--extensions` takes only classes with a no-argument constructor, not an ExtensionFactory,
    // and the transformer, matcher and admin paths must share one ledger.
    execFileSync('jar', ['--create', '--file', jar, '-C', classes, '.', '-C', sourceDir, 'META-INF'], { stdio: 'inherit' });
    renameSync(jar, ledgerJarPath);
  } catch (error) {
    throw new Error(`The ledger extension did not build (javac and jar come with default-jdk-headless): ${error.message}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return ledgerJarPath;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const jarDir = join(root, 'node_modules', 'wiremock', 'build');
  const jar = readdirSync(jarDir).find((f) => /^wiremock-standalone-.*\.jar$/.test(f));
  console.log(`Built ${ensureLedgerJar(join(jarDir, jar))}`);
}
