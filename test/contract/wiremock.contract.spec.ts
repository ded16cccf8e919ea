import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const filesRoot = join(process.cwd(), 'wiremock', '__files');

/** Every file under wiremock/__files, as a path relative to it ('my-details/hardkey/credentials.json'). */
function seedFiles(dir = filesRoot): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? seedFiles(path) : [relative(filesRoot, path).split('\\').join('/')];
  });
}

/** Public content the mappings serve at its own path (the content base, docs/api/content.md). */
const isPublicContent = (file: string) => file.startsWith('content/');

describe('demo bank', () => {
  it('is up and serves the stubs', async () => {
    const res = await fetch(`${inject('wiremockUrl')}/gateway/api/ping`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'up' });
  });

  it("answers a path no mapping knows with the bank's 404 envelope", async () => {
    // Outside the API's bases: not an operation of openapi/bank.yaml, whose checks read the API's answers.
    const res = await fetch(`${inject('wiremockUrl')}/no-such-path`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ header: { statusCode: 'E001', errorMsg: [{ code: 'FD001T', desc: 'Not found' }] }, body: null });
  });

  it('serves none of its seed data as a file, by its path or through a path parameter walk', async () => {
    const privateFiles = seedFiles().filter((file) => !isPublicContent(file));
    // The customers' credentials are among them: a listing that lost them would check nothing.
    expect(privateFiles).toContain('my-details/hardkey/credentials.json');
    // Jetty resolves a walk to the same path, so one walk per customer's credentials shows it; it
    // starts from a prefix nginx proxies (deploy/app-locations.conf) outside the API's bases.
    const walks = privateFiles.filter((file) => file.endsWith('/credentials.json')).map((file) => `/demo-sharedealing/..;/${file}`);
    const paths = [...privateFiles.map((file) => `/${file}`), ...walks];
    const served: string[] = [];
    // A few at a time: one by one, some 200 requests took seconds on a loaded machine.
    for (let at = 0; at < paths.length; at += 16) {
      await Promise.all(
        paths.slice(at, at + 16).map(async (path) => {
          const res = await fetch(`${inject('wiremockUrl')}${path}`);
          await res.arrayBuffer();
          if (res.status !== 404) served.push(`${path}: ${res.status}`);
        }),
      );
    }
    expect(served).toEqual([]);
  });
});
