import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { chooseOption, describeTarget, emptyField, findTarget, toWire, type EngineDriver, type Target } from './driver.port';

/**
 * The driver port over Puppeteer: Chromium through CDP, Debian's Firefox ESR through WebDriver BiDi
 * (puppeteer-core 24.x, pinned: 25 needs Node 22). Only calls BiDi has are used (no CDP-only ones).
 */
export async function launchPuppeteer(engine: 'chromium' | 'firefox', timeout = 30_000): Promise<EngineDriver> {
  const browser: Browser =
    engine === 'chromium'
      ? await puppeteer.launch({
          browser: 'chrome',
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          headless: true,
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
        })
      : await puppeteer.launch({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', headless: true });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport({ width: 1280, height: 900 });
  page.setDefaultTimeout(timeout);
  const version = await browser.version();

  async function element(target: Target): Promise<ElementHandle<Element>> {
    try {
      const handle = await page.waitForFunction(findTarget, { timeout, polling: 100 }, toWire(target));
      const el = handle.asElement();
      if (!el) throw new Error('not an element');
      return el as ElementHandle<Element>;
    } catch (error) {
      throw new Error(`${engine}: no ${describeTarget(target)} on ${page.url()}: ${String(error)}`);
    }
  }

  return {
    engine,
    version,
    async open(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async type(target, text) {
      const el = await element(target);
      await el.evaluate(emptyField);
      await el.type(text);
    },
    async click(target) {
      const el = await element(target);
      await el.click();
    },
    async choose(target, option) {
      const el = await element(target);
      if (!(await el.evaluate(chooseOption, option))) throw new Error(`${engine}: no option ${option} in ${describeTarget(target)}`);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async evaluate(fn, arg) {
      return (await page.evaluate(fn as (a: unknown) => unknown, arg)) as never;
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
      return page.evaluate(() => document.documentElement.clientWidth);
    },
    async close() {
      await browser.close();
    },
  };
}
