import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { Tracking } from '../../core/shared/tracking.port';
import { FakeTracking } from '../../adapters/fakes/fake-system.adapter';
import { ContainerProvider } from '../di/container-context';
import { Modal } from './Modal';
import { Button } from './Button';

function setUp(dismissible = true) {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(Tracking).to(FakeTracking);
  const tracking = container.get<FakeTracking>(Tracking);
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Log off</Button>
        <Modal
          open={open}
          title="Are you sure you want to log off?"
          dismissible={dismissible}
          onClose={() => setOpen(false)}
          actions={
            <>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <Button variant="secondary">Log off now</Button>
            </>
          }
        >
          <p>Your session will end.</p>
        </Modal>
      </>
    );
  }
  render(
    <ContainerProvider container={container}>
      <Harness />
    </ContainerProvider>,
  );
  return { tracking, user: userEvent.setup() };
}

describe('Modal', () => {
  it('is not rendered while closed and tracks nothing', () => {
    const { tracking } = setUp();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tracking.events).toHaveLength(0);
  });

  it('moves focus into the dialog, labelled by its title, and tracks a popup click event once', async () => {
    const { tracking, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Log off' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to log off?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(tracking.events.map((e) => e.event)).toEqual([
      { action: 'popup', category: 'content', label: 'Are you sure you want to log off?' },
    ]);
  });

  it('closes on Escape and returns focus to the opener; reopening tracks again', async () => {
    const { tracking, user } = setUp();
    const opener = screen.getByRole('button', { name: 'Log off' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(tracking.events).toHaveLength(2);
  });

  it('ignores Escape when not dismissible', async () => {
    const { user } = setUp(false);
    await user.click(screen.getByRole('button', { name: 'Log off' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Log off' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log off now' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Log off now' })).toHaveFocus();
  });

  it('returns focus to the opener when closed by a button', async () => {
    const { user } = setUp();
    const opener = screen.getByRole('button', { name: 'Log off' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();
  });

  it('stops the page scrolling while open', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Log off' }));
    expect(document.body).toHaveClass('modal-open');
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveClass('modal-open');
  });

  it('lets only the top modal of a stack answer Escape', async () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(Tracking).to(FakeTracking);
    function Stack() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <>
          <Modal open={outer} title="Outer" onClose={() => setOuter(false)}>
            <p>Outer body</p>
          </Modal>
          <Modal open={inner} title="Inner" onClose={() => setInner(false)}>
            <p>Inner body</p>
          </Modal>
        </>
      );
    }
    render(
      <ContainerProvider container={container}>
        <Stack />
      </ContainerProvider>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument();
  });
});
