/** `npm run wiremock`: the demo bank alone, on WIREMOCK_PORT (default 8089), until Ctrl+C. */
import { startWiremock } from './wiremock-server.mjs';

const port = Number(process.env.WIREMOCK_PORT ?? 8089);
const server = await startWiremock({ port, stdio: 'inherit' });
console.log(`Demo bank (WireMock) on ${server.url}`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
