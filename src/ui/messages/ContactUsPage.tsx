import { Link } from 'react-router-dom';
import { RequireFullLogOn } from '../shell/RequireFullLogOn';

/** /contact-us (info): the ways to reach the bank, and the two forms. */
export function ContactUsPage() {
  return (
    <RequireFullLogOn>
      <h1>Contact us</h1>
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
      <p>You can also call us on 020 7946 0123.</p>
    </RequireFullLogOn>
  );
}
