import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useViewModel } from '../../di/container-context';
import { Loader } from '../Loader';
import { useNavigateWhileHere } from '../use-navigate-while-here';
import { SendMessageViewModel } from './send-message.view-model';

export const sendNotAllowedText = 'Sorry, you cannot send us a secure message at the moment. Please call us instead.';

/**
 * Every form that sends the bank a message (contact us, send-message, the manage-account forms) is
 * offered only once the send-allowed check succeeds (docs/rules/customer-states.md). When it fails the customer
 * goes to the return path (the page they came from), else `defaultPath`, unless that path is
 * excluded; that page says why (`sendNotAllowed` in the location's state).
 */
export const RequireSendAllowed = observer(function RequireSendAllowed({
  title,
  defaultPath,
  excludedPaths,
  children,
}: {
  title: string;
  defaultPath: string;
  excludedPaths: string[];
  children: ReactNode;
}) {
  const vm = useViewModel(SendMessageViewModel);
  const whileHere = useNavigateWhileHere();
  const returnPath = (useLocation().state as { returnPath?: string } | null)?.returnPath ?? null;
  const excluded = excludedPaths.join('\n');

  useEffect(() => {
    // A refusal sends the customer back only while they are still on this form.
    const go = whileHere();
    void vm.check(returnPath, defaultPath, excluded.split('\n')).then((redirectTo) => {
      if (redirectTo) go(redirectTo, { replace: true, state: { sendNotAllowed: true } });
    });
  }, [vm, returnPath, defaultPath, excluded, whileHere]);

  if (vm.allowed === true) return <>{children}</>;
  return (
    <>
      <h1>{title}</h1>
      {vm.allowed === null ? <Loader label="Checking you can send us a message" /> : <p className="notice">{sendNotAllowedText}</p>}
    </>
  );
});
