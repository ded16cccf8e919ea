import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { buildContainer } from '../../composition/container';
import { FakeContent } from '../../adapters/fakes/fake-content.adapter';
import { ContainerProvider } from '../di/container-context';
import { RichText } from '../shared/RichText';
import { useContent, useFragment } from './use-content';

const HelpIntro = observer(function HelpIntro() {
  const content = useContent();
  const fragment = useFragment('fd-help-intro');
  return (
    <main>
      <h1>{content.label('fd_lbl_online_banking', 'Online Banking')}</h1>
      {content.isEnabled('contactUs') ? <p>Contact us is on</p> : null}
      {fragment?.status === 'loaded' ? <RichText html={fragment.html} /> : <p>Loading help</p>}
    </main>
  );
});

describe('useContent and useFragment', () => {
  it('load content and a fragment, and re-render when they arrive', async () => {
    const container = buildContainer({ kind: 'fake' });
    container.get(FakeContent).fragmentBodies['fragments/help-intro.html'] = '<p>Call <a href="https://evil.example/">us</a></p>';
    render(
      <ContainerProvider container={container}>
        <HelpIntro />
      </ContainerProvider>,
    );
    expect(screen.getByText('Loading help')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'us' })).toHaveAttribute('href', 'https://www.bank.invalid/');
    expect(screen.getByRole('heading', { level: 1, name: 'Online Banking' })).toBeInTheDocument();
    expect(screen.getByText('Contact us is on')).toBeInTheDocument();
  });
});
