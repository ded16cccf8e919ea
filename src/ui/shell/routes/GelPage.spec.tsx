import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppConfig } from '../../../core/shared/app-config';
import { Scheduler } from '../../../core/shared/clock.port';
import { Tracking } from '../../../core/shared/tracking.port';
import { FakeClock } from '../../../adapters/fakes/fake-clock.adapter';
import { FakeTracking } from '../../../adapters/fakes/fake-system.adapter';
import { ContainerProvider } from '../../di/container-context';
import { LeaveGuardStore } from '../leave-guard.store';
import { GelPage } from './GelPage';

function renderGel(env: 'local' | 'prod') {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfig).toConstantValue({ name: env } as AppConfig);
  container.bind(Scheduler).to(FakeClock);
  container.bind(Tracking).to(FakeTracking);
  container.bind(LeaveGuardStore).toSelf();
  const router = createMemoryRouter([{ path: '/', element: <GelPage /> }]);
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

describe('GelPage', () => {
  it('shows the shared components outside production', () => {
    renderGel('local');
    expect(screen.getByRole('heading', { level: 1, name: 'GEL components' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: "It's us, not you." }).length).toBeGreaterThanOrEqual(3);
  });

  it('is not served in production', () => {
    renderGel('prod');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
