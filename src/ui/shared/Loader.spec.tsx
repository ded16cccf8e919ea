import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { Scheduler } from '../../core/shared/clock.port';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { ContainerProvider } from '../di/container-context';
import { Loader } from './Loader';

function renderLoader(size?: number) {
  const clock = new FakeClock();
  const container = new Container();
  container.bind(Scheduler).toConstantValue(clock);
  const view = render(
    <ContainerProvider container={container}>
      <Loader size={size} />
    </ContainerProvider>,
  );
  return { clock, view };
}

describe('Loader', () => {
  it('is a status with default size 56 and border 5', () => {
    renderLoader();
    const status = screen.getByRole('status', { name: '' });
    expect(status).toHaveTextContent('Loading');
    const spinner = status.querySelector('.loader__spinner') as HTMLElement;
    expect(spinner.style.width).toBe('56px');
    expect(spinner.style.borderWidth).toBe('5px');
  });

  it('says it is taking longer than normal after 15 seconds', () => {
    const { clock } = renderLoader();
    act(() => clock.advance(14_999));
    expect(screen.queryByText('This is taking longer than normal')).not.toBeInTheDocument();
    act(() => clock.advance(1));
    expect(screen.getByRole('status')).toHaveTextContent('This is taking longer than normal');
  });

  it('never says so at size 40 or below', () => {
    const { clock } = renderLoader(40);
    expect(clock.pending).toBe(0);
    act(() => clock.advance(60_000));
    expect(screen.queryByText('This is taking longer than normal')).not.toBeInTheDocument();
  });

  it('cancels its timer when it goes away', () => {
    const { clock, view } = renderLoader();
    expect(clock.pending).toBe(1);
    view.unmount();
    expect(clock.pending).toBe(0);
  });
});
