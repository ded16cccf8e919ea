import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { MemoryRouter } from 'react-router-dom';
import type { SendBankMessage } from '../../src/core/messages/send-bank-message.use-case';
import { ContainerProvider } from '../../src/ui/di/container-context';
import type { JourneyStore } from '../../src/ui/journey/journey.store';
import { RequireChangeAccess } from '../../src/ui/shared/change-access/RequireChangeAccess';

/**
 * A message form behind the one change guard, as a change journey is (ui/shared/change-access): its
 * entries live in a JourneyStore, and Send confirms through the real use case and adapter.
 */
export function renderGuardedForm(container: Container, journey: JourneyStore<{ text: string }>, send: SendBankMessage) {
  const Form = observer(function Form() {
    return (
      <form onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="text">Your message</label>
        <textarea id="text" value={journey.details.text} onChange={(e) => journey.update({ text: e.target.value })} />
        <button
          type="button"
          onClick={() => void journey.confirm((key) => send.execute({ kind: 'message', messageType: 'GENERAL_ENQUIRY', messageText: journey.details.text }, key))}
        >
          Send
        </button>
      </form>
    );
  });
  return render(
    <ContainerProvider container={container}>
      <MemoryRouter>
        <RequireChangeAccess>
          <Form />
        </RequireChangeAccess>
      </MemoryRouter>
    </ContainerProvider>,
  );
}
