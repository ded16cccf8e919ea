import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildContainer } from '../../composition/container';
import { discoverAreaRoutes } from '../../composition/area-routes';
import { Areas } from '../../composition/areas';
import { InboxPort } from '../../core/inbox/inbox.port';
import { SessionStatePort } from '../../core/session/auth-state';
import type { FakeInbox } from '../../adapters/fakes/fake-inbox.adapter';
import { ContentStore } from '../content/content.store';
import { ContainerProvider } from '../di/container-context';
import { appRoutes } from '../shell/app.routes';
import { listen, type Listener } from '../shared/testing/spoken-output';

let listener: Listener | null = null;
afterEach(async () => {
  await listener?.stop();
  listener = null;
});

describe("a lost answer's notice, as a screen reader says it", () => {
  it('takes focus when a reply gets no answer, so its heading and what to do are read', async () => {
    const container = buildContainer({ kind: 'fake' });
    container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
    await container.get(ContentStore).load();
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/inbox/received/R-001'], patchRoutesOnNavigation: discoverAreaRoutes(container, Areas) });
    render(
      <ContainerProvider container={container}>
        <RouterProvider router={router} />
      </ContainerProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Subject', {}), 'GENERAL_FEEDBACK');
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Is this safe?' } });
    container.get<FakeInbox>(InboxPort).failNext('sendReply', { code: 'FD999T', description: 'no answer' });
    listener = await listen();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByRole('heading', { name: 'We did not get an answer from the bank' });
    expect(await listener.heard()).toEqual([
      'button, Sending…, disabled',
      'status, We did not get an answer from the bank, Your reply may have gone through. Please check what the bank lists below before you try again.',
    ]);
  });
});
