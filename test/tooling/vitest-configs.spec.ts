// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** What this test reads of a config: vitest's own types of it change between versions. */
interface Config {
  test?: { allowOnly?: boolean; projects?: unknown[] };
}

/**
 * Every vitest config of the repository, loaded as vitest loads it: a stray `.only` must fail the run,
 * whatever the environment. vitest allows `.only` unless CI is set, and `.ci/run` does not set it.
 */
const configs = readdirSync('.').filter((name) => /^vitest(\.[\w-]+)?\.config\.ts$/.test(name)).sort();

describe('the vitest configs', () => {
  it('are all found', () => {
    expect(configs).toEqual(expect.arrayContaining(['vitest.config.ts', 'vitest.dev-server.config.ts', 'vitest.engines.config.ts', 'vitest.mutation.config.ts', 'vitest.time-zones.config.ts']));
  });

  it.each(configs)('%s fails on a .only', async (file) => {
    const config = ((await import(`../../${file}`)) as { default: Config }).default;
    expect(config.test?.allowOnly, `${file}: test.allowOnly`).toBe(false);
    // A project of its own may not turn it back on.
    const projects = (config.test?.projects ?? []) as { test?: { allowOnly?: boolean } }[];
    expect(projects.filter((p) => typeof p === 'object' && p.test?.allowOnly === true)).toEqual([]);
  });
});
