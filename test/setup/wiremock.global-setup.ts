import type { TestProject } from 'vitest/node';
import { startWiremock } from '../../scripts/wiremock-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    wiremockUrl: string;
  }
}

/** One real WireMock per contract run, on a free port, stopped through its admin API. */
export default async function setup(project: TestProject) {
  const server = (await startWiremock()) as { url: string; stop: () => Promise<void> };
  project.provide('wiremockUrl', server.url);
  return async () => {
    await server.stop();
  };
}
