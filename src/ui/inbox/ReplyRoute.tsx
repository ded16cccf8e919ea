import { useOutletContext } from 'react-router-dom';
import type { MessageViewModel } from './message.view-model';
import { ReplyForm } from './ReplyForm';

/** The reply's route (inbox.routes.tsx): the form of the message page's own view model, handed down through its outlet. */
export function ReplyRoute() {
  const vm = useOutletContext<MessageViewModel>();
  return <ReplyForm vm={vm} />;
}
