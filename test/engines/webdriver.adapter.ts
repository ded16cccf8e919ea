import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { chooseOption, describeTarget, emptyField, findTarget, toWire, type EngineDriver, type Target } from './driver.port';

/**
 * The driver port over classic WebDriver, spoken with plain HTTP calls (a dozen endpoints: no
 * selenium-webdriver, whose 20 MB would buy nothing more here). For WebKit: Debian's
 * webkit2gtk-driver (WebKitWebDriver) starting MiniBrowser, which needs an X display: Xvfb picks a
 * free one itself (-displayfd). WebKitGTK has no WebDriver BiDi, so Puppeteer cannot drive it.
 */
const minibrowser = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/**
 * The key of an element reference. WebKitGTK 2.50 answers with 'element-6066-11e4-a52e-4f735466cecf',
 * not the standard's 'element-6066-11e4-a5e6-4a7a3a8ab4f6' (and takes it back the same way).
 */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';
const keys = { Tab: '\uE004', Enter: '\uE007', End: '\uE010' } as const;

type ElementRef = Record<typeof elementKey, string>;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Xvfb on the first free display; resolves with ':N' once it accepts clients. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.stdio[3]?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code})`)));
  });
  return { display, process: xvfb };
}

/**
 * WebKitWebDriver on a free port, once its /status says ready. A port picked here may be taken by
 * another server of the run before the driver binds it: the driver then exits, and is started again
 * on another (three tries).
 */
async function startDriver(display: string, timeout: number): Promise<{ driver: ChildProcess; base: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
    const base = `http://127.0.0.1:${port}`;
    const started = Date.now();
    for (;;) {
      const ready = await fetch(`${base}/status`)
        .then(async (res) => ((await res.json()) as { value?: { ready?: boolean } }).value?.ready === true)
        .catch(() => false);
      if (ready && driver.exitCode === null) return { driver, base };
      if (driver.exitCode !== null) {
        if (attempt >= 3) throw new Error(`WebKitWebDriver exited during start-up three times (last on port ${port}, code ${driver.exitCode})`);
        break;
      }
      if (Date.now() - started > timeout) throw new Error('WebKitWebDriver did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function launchWebKit(timeout = 30_000): Promise<EngineDriver> {
  const xvfb = await startXvfb();
  const { driver, base } = await startDriver(xvfb.display, timeout);
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok) throw new Error(`webkit: ${method} ${path}: ${json.value?.error}: ${json.value?.message}`);
    return json.value;
  }

  const session = await call<{ sessionId: string; capabilities: { browserName: string; browserVersion: string } }>('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: minibrowser, args: ['--automation'] },
      },
    },
  });
  const s = `/session/${session.sessionId}`;
  await call('POST', `${s}/window/rect`, { width: 1280, height: 900 });

  /** The page's function source, applied to the WebDriver call's arguments. */
  const script = (fn: (...args: never[]) => unknown) => `return (${fn.toString()}).apply(null, arguments);`;
  const run = <T>(fn: (...args: never[]) => unknown, args: unknown[]) => call<T>('POST', `${s}/execute/sync`, { script: script(fn), args });

  async function element(target: Target): Promise<ElementRef> {
    const t0 = Date.now();
    for (;;) {
      const found = await run<ElementRef | null>(findTarget as never, [toWire(target)]).catch(() => null);
      if (found && found[elementKey]) return found;
      if (Date.now() - t0 > timeout) {
        const shown = await run<string>((() => `${location.href} h1=${document.querySelector('h1')?.textContent ?? '-'} body=${document.body.innerText.slice(0, 300)}`) as never, []).catch(String);
        throw new Error(`webkit: no ${describeTarget(target)} on ${shown}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    engine: 'webkit',
    version: `WebKitGTK MiniBrowser ${session.capabilities.browserVersion}`,
    async open(url) {
      await call('POST', `${s}/url`, { url });
    },
    async type(target, text) {
      const el = await element(target);
      await run(emptyField as never, [el]);
      await call('POST', `${s}/element/${el[elementKey]}/value`, { text });
    },
    async click(target) {
      const el = await element(target);
      await call('POST', `${s}/element/${el[elementKey]}/click`, {});
    },
    async choose(target, option) {
      const el = await element(target);
      if (!(await run<boolean>(chooseOption as never, [el, option]))) throw new Error(`webkit: no option ${option} in ${describeTarget(target)}`);
    },
    async press(key) {
      const value = keys[key];
      await call('POST', `${s}/actions`, {
        actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] }],
      });
    },
    async evaluate(fn, arg) {
      return run(fn as never, [arg]);
    },
    async resize(width, height) {
      await call('POST', `${s}/window/rect`, { width, height });
      return run<number>((() => document.documentElement.clientWidth) as never, []);
    },
    async close() {
      await call('DELETE', s).catch(() => undefined);
      driver.kill();
      xvfb.process.kill();
    },
  };
}
