import { describe, expect, it } from 'vitest';
import { FakeContent, InMemoryContentCache } from '../../adapters/fakes/fake-content.adapter';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeErrorReporter } from '../../adapters/fakes/fake-system.adapter';
import { ContentFileKinds } from './content';
import { ContentFailureMessages } from './content-failure';
import { LoadContent } from './load-content.use-case';

function setup() {
  const content = new FakeContent();
  const cache = new InMemoryContentCache();
  const clock = new FakeClock();
  const reporter = new FakeErrorReporter();
  return { content, cache, clock, reporter, useCase: new LoadContent(content, cache, clock, reporter) };
}

describe('LoadContent', () => {
  it('fetches the master with the clock’s timestamp, then every linked file, versioned by the master', async () => {
    const s = setup();
    const result = await s.useCase.execute();
    expect(result.ok).toBe(true);
    expect(s.content.requests[0]).toBe(`master?ts=${s.clock.now()}`);
    expect(s.content.requests).toHaveLength(1 + ContentFileKinds.length);
    expect(s.content.requests.slice(1).every((r) => r.endsWith(`?v=${s.content.timestamp}`))).toBe(true);
    expect(result).toMatchObject({ ok: true, value: { version: s.content.timestamp, labels: { fd_lbl_back: 'Back' } } });
    expect(s.cache.stored?.version).toBe(s.content.timestamp);
  });

  it('fetches only the master on a second visit with the same master timestamp', async () => {
    const s = setup();
    await s.useCase.execute();
    s.content.requests.length = 0;
    s.clock.advance(60_000);
    const second = await s.useCase.execute();
    expect(second.ok && second.value.labels.fd_lbl_back).toBe('Back');
    expect(s.content.requests).toEqual([`master?ts=${s.clock.now()}`]);
  });

  it('fetches the files again when the master timestamp changes', async () => {
    const s = setup();
    await s.useCase.execute();
    s.content.timestamp = '2026-11-02T09:00:00Z';
    s.content.files.labels = { fd_lbl_back: 'Go back' };
    s.content.requests.length = 0;
    const result = await s.useCase.execute();
    expect(result.ok && result.value.labels.fd_lbl_back).toBe('Go back');
    expect(s.content.requests).toHaveLength(1 + ContentFileKinds.length);
    expect(s.cache.stored?.version).toBe('2026-11-02T09:00:00Z');
  });

  it.each([
    ['master', ContentFailureMessages.masterLinks],
    ['file', ContentFailureMessages.fragment],
  ] as const)('fails with FD890T and reports when the %s fails', async (on, message) => {
    const s = setup();
    s.content.failWith = { on, message };
    const result = await s.useCase.execute();
    expect(result).toEqual({ ok: false, error: { code: 'FD890T', description: message } });
    expect(s.reporter.reports).toEqual([{ code: 'FD890T', message }]);
    expect(s.cache.stored).toBeNull();
  });

  it('turns an unexpected throw into the fragment failure, never a rejection', async () => {
    const s = setup();
    s.content.fetchMaster = () => Promise.reject(new TypeError('boom'));
    await expect(s.useCase.execute()).resolves.toEqual({
      ok: false,
      error: { code: 'FD890T', description: 'Could not load or parse AEM fragment' },
    });
  });
});
