import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { FakeErrorReporter } from '../../adapters/fakes/fake-system.adapter';
import { ContainerProvider } from '../di/container-context';
import { AppErrorBoundary } from './AppErrorBoundary';

function Broken(): never {
  throw new Error('router set-up failed');
}

describe('AppErrorBoundary', () => {
  it('shows the catch-all page instead of a blank screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(ErrorReporter).to(FakeErrorReporter);
    render(
      <ContainerProvider container={container}>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </ContainerProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: "It's us, not you." })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(container.get<FakeErrorReporter>(ErrorReporter).reports).toEqual([{ code: 'FD892T', message: 'Error: router set-up failed' }]);
    vi.restoreAllMocks();
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>Fine</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });
});
