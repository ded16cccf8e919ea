import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { checkJournalThenReset, withLogOnRequests } from './demo-bank';
import type { EngineDriver, EngineName } from './driver.port';
import { balances, inboxReply, logOff, logOn as logOnIn, openPdf, payNewPayee, productSplash, revokeAccess, searchTransactions } from './journeys';
import { launchPuppeteer } from './puppeteer.adapter';
import { launchWebKit } from './webdriver.adapter';

/**
 * The same journeys in Chromium, Firefox and WebKit, against the production build and the
 * demo bank (test/setup/e2e.global-setup.ts). Each engine starts from a reset demo bank, since the
 * journeys pay, reply and revoke; what the engine before it sent is checked first (demo-bank.ts). ENGINES=firefox,webkit runs a subset.
 */
const engines = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',').map((e) => e.trim()) as EngineName[];

const launch = (engine: EngineName) => (engine === 'webkit' ? launchWebKit() : launchPuppeteer(engine));

describe.each(engines)('%s', (engine) => {
  let d: EngineDriver;
  const baseUrl = inject('baseUrl');
  /** A log-on; a failed one says what the demo bank received. */
  const logOn = (driver: EngineDriver, url: string, username: string) =>
    logOnIn(driver, url, username).catch(async (error: unknown) => {
      throw await withLogOnRequests(inject('wiremockUrl'), error);
    });

  beforeAll(async () => {
    await checkJournalThenReset(inject('wiremockUrl'), `${engine}'s smoke journeys`);
    d = await launch(engine);
    const line = `engine ${engine}: ${d.version}`;
    console.log(line);
    // scripts/test-engines.mjs prints the versions again under the run's summary.
    if (process.env.ENGINES_REPORT) appendFileSync(process.env.ENGINES_REPORT, `${line}\n`);
  });
  afterAll(async () => {
    await d?.close();
  });

  it('logs on in three stages as demo.hardkey and shows Balances', async () => {
    await logOn(d, baseUrl, 'demo.hardkey');
    await balances(d);
  });
  it('pays someone new with Confirmation of Payee and the Transaction Security Code', async () => {
    await payNewPayee(d);
  });
  it('reads an inbox message and replies to it', async () => {
    await inboxReply(d);
  });
  it('opens a PDF in My documents', async () => {
    await openPdf(d);
  });
  it('shows a product splash', async () => {
    await productSplash(d);
  });
  it('revokes an open banking access', async () => {
    await revokeAccess(d);
  });
  it("searches demo.history's transactions", async () => {
    await logOff(d);
    await logOn(d, baseUrl, 'demo.history');
    await searchTransactions(d);
  });
});
