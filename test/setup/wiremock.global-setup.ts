import type { TestProject } from 'vitest/node';
import { startWiremock } from '../../scripts/wiremock-server.mjs';
import { resetSharedDemoBank, sharedDemoBank } from './shared-demo-bank';

declare module 'vitest' {
  export interface ProvidedContext {
    wiremockUrl: string;
  }
}

/**
 * One real WireMock per contract run, on a free port, stopped through its admin API; or the one
 * `npm test` started for every project (DEMO_BANK_URL), reset first and left running.
 */
export default async function setup(project: TestProject) {
  const shared = sharedDemoBank();
  if (shared) {
    await resetSharedDemoBank(shared.url);
    project.provide('wiremockUrl', shared.url);
    return;
  }
  // jsdom enforces CORS: the contract tests call the bank from another origin, as no browser does.
  const server = (await startWiremock({ stubCors: true })) as { url: string; stop: () => Promise<void> };
  project.provide('wiremockUrl', server.url);
  return async () => {
    await server.stop();
  };
}
