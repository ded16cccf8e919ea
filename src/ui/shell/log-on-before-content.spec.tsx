import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { FakeContent } from '../../adapters/fakes/fake-content.adapter';
import { buildContainer } from '../../composition/container';
import { createAppRouter } from '../../composition/app-router';
import { ContainerProvider } from '../di/container-context';
import { App } from './App';

/** The app on `hash` with content's master never answering: content stays 'loading'. */
function appWithContentStillLoading(hash: string) {
  window.location.hash = hash;
  const container = buildContainer({ kind: 'fake' });
  vi.spyOn(container.get(FakeContent), 'fetchMaster').mockReturnValue(new Promise(() => {}));
  const router = createAppRouter(container);
  render(
    <ContainerProvider container={container}>
      <App router={router} />
    </ContainerProvider>,
  );
  return router;
}

describe('the log-on page before content has loaded', () => {
  it.each(['#/authentication/username', '#/authentication', '#/'])('at %s shows the username form, which reads no content', async (hash) => {
    appWithContentStillLoading(hash);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('keeps a page that needs content behind the loader until content arrives', async () => {
    const router = appWithContentStillLoading('#/authentication/username');
    await screen.findByLabelText('Username');
    await act(() => router.navigate('/not-found'));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading Online Banking');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });
});
