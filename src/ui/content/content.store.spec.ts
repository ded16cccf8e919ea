import { describe, expect, it } from 'vitest';
import { ContentStore } from './content.store';
import { LoadContent } from '../../core/content/load-content.use-case';
import { LoadFragment } from '../../core/content/load-fragment.use-case';
import { FakeContent, InMemoryContentCache } from '../../adapters/fakes/fake-content.adapter';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeErrorReporter } from '../../adapters/fakes/fake-system.adapter';

function setup() {
  const content = new FakeContent();
  const reporter = new FakeErrorReporter();
  const store = new ContentStore(
    new LoadContent(content, new InMemoryContentCache(), new FakeClock(), reporter),
    new LoadFragment(content, reporter),
    reporter,
  );
  return { content, reporter, store };
}

describe('ContentStore', () => {
  it('starts idle, gives fallbacks without reporting, and loads once', async () => {
    const { store, content, reporter } = setup();
    expect(store.status).toBe('idle');
    expect(store.label('fd_lbl_back', 'Back!')).toBe('Back!');
    expect(store.isEnabled('inbox')).toBe(false);
    const first = store.load();
    expect(store.status).toBe('loading');
    const second = store.load();
    await Promise.all([first, second]);
    expect(store.status).toBe('loaded');
    expect(content.requests.filter((r) => r.startsWith('master'))).toHaveLength(1);
    expect(reporter.reports).toEqual([]);
    await store.load();
    expect(content.requests.filter((r) => r.startsWith('master'))).toHaveLength(1);
  });

  it('serves labels, toggles and error entries once loaded', async () => {
    const { store } = setup();
    await store.load();
    expect(store.label('fd_lbl_back')).toBe('Back');
    expect(store.label('fd_lbl_missing', 'Fallback')).toBe('Fallback');
    expect(store.isEnabled('inbox')).toBe(true);
    expect(store.errorEntry('FD001T')?.message).toContain('FD001T');
    expect(store.version).toBe('2026-11-01T09:00:00Z');
    expect(store.faqs).toHaveLength(1);
  });

  it('ends in error with the code and message, and tries again on the next load', async () => {
    const { store, content } = setup();
    content.failWith = { on: 'master', message: 'Unable to extract masterData links from master json' };
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error).toEqual({ code: 'FD890T', description: 'Unable to extract masterData links from master json' });
    content.failWith = null;
    await store.load();
    expect(store.status).toBe('loaded');
    expect(store.error).toBeNull();
  });

  it('loads a fragment by key, and reports a key the master lacks', async () => {
    const { store } = setup();
    await store.loadFragment('fd-help-intro');
    expect(store.fragment('fd-help-intro')).toEqual({ status: 'loaded', html: '<p>We are here to help.</p>' });
    await store.loadFragment('fd-unknown');
    expect(store.fragment('fd-unknown')).toEqual({
      status: 'error',
      error: { code: 'FD890T', description: 'Path not found for aemKey' },
    });
  });

  it('gives a fragment error when content itself failed', async () => {
    const { store, content } = setup();
    content.failWith = { on: 'file', message: 'Could not load or parse AEM fragment' };
    await store.loadFragment('fd-help-intro');
    expect(store.fragment('fd-help-intro')?.status).toBe('error');
  });
});
