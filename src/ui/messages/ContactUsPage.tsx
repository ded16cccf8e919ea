import { Link, useLocation } from 'react-router-dom';
import { AppConfig } from '../../core/shared/app-config';
import { useInjection } from '../di/container-context';
import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import { RequireAccess } from '../shared/RequireAccess';
import '../shared/inbox/inbox.css';

/** /contact-us (info): the ways to reach the bank, and the two forms. */
export function ContactUsPage() {
  const sendNotAllowed = (useLocation().state as { sendNotAllowed?: boolean } | null)?.sendNotAllowed === true;
  const { helpPhone } = useInjection<AppConfig>(AppConfig);
  return (
    <RequireFullLogOn>
      <RequireAccess requires={{ toggles: ['contactUs'] }} title="Contact us">
        <h1>Contact us</h1>
        {sendNotAllowed ? (
          <p className="notice" role="status">
            Sorry, you cannot send us a secure message at the moment. Please call us instead.
          </p>
        ) : null}
        <p>Send us a secure message and we will reply in your inbox, usually within 2 working days.</p>
        <ul>
          <li>
            <Link to="/contact-us/new-message" state={{ returnPath: '/contact-us' }}>
              Send us a message
            </Link>
          </li>
          <li>
            <Link to="/contact-us/feedback" state={{ returnPath: '/contact-us' }}>
              Give feedback or make a complaint
            </Link>
          </li>
        </ul>
        <p>You can also call us on {helpPhone}.</p>
      </RequireAccess>
    </RequireFullLogOn>
  );
}
