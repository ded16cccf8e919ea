import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { buildContainer } from '../../composition/container';
import { FakeContent } from '../../adapters/fakes/fake-content.adapter';
import { ContainerProvider } from '../di/container-context';
import { ContentStore } from './content.store';
import { FeatureGate } from './FeatureGate';

describe('FeatureGate', () => {
  it('shows the function only once content has its toggle on', async () => {
    const container = buildContainer({ kind: 'fake' });
    container.get(FakeContent).files.featureToggles = { inbox: true, statements: false };
    render(
      <ContainerProvider container={container}>
        <FeatureGate toggle="inbox">
          <a href="#/inbox">Inbox</a>
        </FeatureGate>
        <FeatureGate toggle="statements" otherwise={<p>Statements are not available</p>}>
          <a href="#/statements">Statements</a>
        </FeatureGate>
      </ContainerProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Inbox' })).toBeNull();
    await act(() => container.get(ContentStore).load());
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Statements' })).toBeNull();
    expect(screen.getByText('Statements are not available')).toBeInTheDocument();
  });
});
