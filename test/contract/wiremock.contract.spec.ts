import { describe, expect, inject, it } from 'vitest';

describe('demo bank', () => {
  it('is up and serves the stubs', async () => {
    const res = await fetch(`${inject('wiremockUrl')}/gateway/api/ping`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'up' });
  });
});
