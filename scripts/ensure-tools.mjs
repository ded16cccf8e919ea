/**
 * Installs what a fresh machine lacks: node_modules (npm ci), and Chromium, nginx and a JDK (Java for WireMock, javac for its ledger extension) from
 * Debian when running as root; otherwise prints exactly what to install and exits non-zero.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function run(command) {
  console.log(`> ${command}`);
  execSync(command, { stdio: 'inherit', cwd: root });
}

/** Installs the packages when they are missing; says whether it did (npm test records it for the bench). */
export function ensureNodeModules() {
  if (!existsSync(join(root, 'node_modules', '.package-lock.json')) || !existsSync(join(root, 'node_modules', 'vite'))) {
    run('npm ci --no-audit --no-fund');
    return true;
  }
  return false;
}

export function ensureSystemTools({ chromium = true, java = true, nginx = true, engines = false } = {}) {
  const missing = [];
  // nginx serves dist/ through deploy/nginx.conf in npm test's nginx stage and `npm run serve:nginx`.
  if (nginx && !existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx')) missing.push('nginx');
  // The cross-engine smoke suite (npm run test:engines): Firefox ESR driven by Puppeteer over
  // WebDriver BiDi, WebKitGTK's WebKitWebDriver with MiniBrowser, which needs an X server (Xvfb).
  if (engines) {
    if (!existsSync(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr')) missing.push('firefox-esr');
    if (!has('WebKitWebDriver')) missing.push('webkit2gtk-driver');
    if (!has('Xvfb')) missing.push('xvfb');
    if (!has('xauth')) missing.push('xauth');
  }
  // javac and jar build the demo bank's ledger extension (scripts/ledger-extension.mjs).
  if (java && (!has('java') || !has('javac') || !has('jar'))) missing.push('default-jdk-headless');
  // PDFBox makes the demo bank's per-customer PDFs (scripts/ledger-extension.mjs pdfboxJars).
  if (java && !existsSync('/usr/share/java/pdfbox2.jar')) missing.push('libpdfbox2-java');
  // The Unicode TrueType font PDFBox embeds in every PDF the demo bank makes (PdfDocument.FONT_DIR).
  if (java && !existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')) missing.push('fonts-dejavu-core');
  if (chromium && !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  // The e2e and dev-server stages drive Chromium's headless shell (test/e2e/support/browser.ts).
  if (chromium && !existsSync(process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell')) missing.push('chromium-headless-shell');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get')) {
    run('apt-get update -qq');
    run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`);
    return;
  }
  console.error(`Missing: ${missing.join(', ')}. Install them, for example:\n  sudo apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNodeModules();
  ensureSystemTools();
}
