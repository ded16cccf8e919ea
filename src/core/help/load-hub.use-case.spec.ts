import { describe, expect, it, vi } from 'vitest';
import { LoadHub } from './load-hub.use-case';
import { hubOf } from './faq-test-data';

describe('LoadHub', () => {
  it('loads a hub once, joins a second ask in flight and keeps it', async () => {
    const hub = hubOf([]);
    const port = { hub: vi.fn(() => Promise.resolve(hub)) };
    const load = new LoadHub(port, { report: vi.fn() });
    const [a, b] = await Promise.all([load.execute('security'), load.execute('security')]);
    expect(a).toEqual({ ok: true, value: hub });
    expect(b).toEqual(a);
    await load.execute('security');
    expect(port.hub).toHaveBeenCalledTimes(1);
  });

  it('a failure is the content-unavailable sentence, reported, and tried again next time', async () => {
    const port = { hub: vi.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce(hubOf([])) };
    const reporter = { report: vi.fn() };
    const load = new LoadHub(port, reporter);
    expect(await load.execute('travel')).toEqual({ ok: false, error: { code: 'FD890T', description: 'Sorry this content currently unavailable, please try again later.' } });
    expect(reporter.report).toHaveBeenCalledWith(expect.objectContaining({ code: 'FD890T' }));
    expect((await load.execute('travel')).ok).toBe(true);
  });
});
