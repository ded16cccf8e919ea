import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { observable, runInAction } from 'mobx';
import { Scheduler } from '../../core/shared/clock.port';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { ContainerProvider } from '../di/container-context';
import { ContentStore } from '../content/content.store';
import { ContentGate } from './ContentGate';

/** The gate around a page; `pageNeedsContent` false for a log-on page (log-on-page-paths.ts). */
function setUp(pageNeedsContent = true) {
  const store = observable({
    status: 'idle' as 'idle' | 'loading' | 'loaded' | 'error',
    error: null as { code: string; description: string } | null,
    load: vi.fn(() => {
      runInAction(() => {
        store.status = 'loading';
      });
      return Promise.resolve();
    }),
  }, { load: false });
  const container = new Container();
  container.bind(ContentStore).toConstantValue(store as unknown as ContentStore);
  container.bind(Scheduler).toConstantValue(new FakeClock());
  render(
    <ContainerProvider container={container}>
      <ContentGate pageNeedsContent={pageNeedsContent}>
        <h1>Welcome to Online Banking</h1>
      </ContentGate>
    </ContainerProvider>,
  );
  return store;
}

describe('ContentGate', () => {
  it('loads content once on start and shows a loader meanwhile', () => {
    const store = setUp();
    expect(store.load).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Online Banking');
    expect(screen.queryByRole('heading', { name: 'Welcome to Online Banking' })).not.toBeInTheDocument();
  });

  it('shows the page once content is loaded', () => {
    const store = setUp();
    act(() => runInAction(() => (store.status = 'loaded')));
    expect(screen.getByRole('heading', { name: 'Welcome to Online Banking' })).toBeInTheDocument();
  });

  it('shows a page that reads no content while content loads, and still loads content', () => {
    const store = setUp(false);
    expect(store.load).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Welcome to Online Banking' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('replaces a page that reads no content with the content-load error page when content fails', () => {
    const store = setUp(false);
    act(() =>
      runInAction(() => {
        store.status = 'error';
        store.error = { code: 'FD890T', description: 'Unable to extract masterData links from master json' };
      }),
    );
    expect(screen.getByText(/quote error code FD890T\./)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to Online Banking' })).not.toBeInTheDocument();
  });

  it('shows the content-load error page with the code, and Try again loads again', async () => {
    const store = setUp();
    act(() =>
      runInAction(() => {
        store.status = 'error';
        store.error = { code: 'FD890T', description: 'Unable to extract masterData links from master json' };
      }),
    );
    expect(screen.getByRole('heading', { name: "It's us, not you." })).toBeInTheDocument();
    expect(screen.getByText(/quote error code FD890T\./)).toBeInTheDocument();
    expect(screen.queryByText(/masterData/)).not.toBeInTheDocument();
    const calls = store.load.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.load.mock.calls.length).toBe(calls + 1);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
