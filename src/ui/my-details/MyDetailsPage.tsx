import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { fullName } from '../../core/my-details/customer-profile';
import { failurePanel } from '../../core/shell/failure-panel';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import { useInjection, useViewModel } from '../di/container-context';
import { FailurePanelView } from '../shared/FailurePanelView';
import { Loader } from '../shared/Loader';
import { ProfileViewModel } from './profile.view-model';

/**
 * My details (docs/rules/customer-screens.md, `my-details`): name, addresses, phone numbers and email as the bank
 * holds them. The email, the statement preferences and the security details change online; the rest
 * by a message to the bank (send-message/anything-else).
 */
export const MyDetailsPage = observer(function MyDetailsPage() {
  const vm = useViewModel(ProfileViewModel);
  const toggles = useInjection<FeatureTogglesPort>(FeatureTogglesPort);
  useEffect(() => {
    void vm.start();
    return () => vm.dispose();
  }, [vm]);

  if (vm.error) return <FailurePanelView panel={failurePanel(vm.error)} />;
  const p = vm.profile;
  if (!p) return <Loader label="Loading your details" />;
  return (
    <>
      <h1>My details</h1>
      <h2>Your personal details</h2>
      <dl className="details-list">
        <div>
          <dt>Name</dt>
          <dd>{fullName(p)}</dd>
        </div>
        {p.addresses.map((a) => (
          <div key={a.label}>
            <dt>{a.label}</dt>
            <dd>
              {[...a.lines, a.postcode].map((line) => (
                <span className="address-line" key={line}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ))}
        {p.phones.map((phone) => (
          <div key={phone.label}>
            <dt>{phone.label}</dt>
            <dd>{phone.number}</dd>
          </div>
        ))}
        <div>
          <dt>Email address</dt>
          <dd className="md-email">{p.email}</dd>
        </div>
      </dl>
      <ul className="md-actions">
        {toggles.isEnabled('emailDetails') ? (
          <li>
            <Link to="/email-details">Change your email address</Link>
          </li>
        ) : null}
        {toggles.isEnabled('statementPreferences') ? (
          <li>
            <Link to="/statement-preferences">Statement preferences</Link>
          </li>
        ) : null}
        <li>
          <Link to="/security-details">Security details</Link>
        </li>
      </ul>
      <h2>Changing your name, address or phone number</h2>
      <p>
        To change your name, your address or a phone number, send us a message. We will write to you at your home address when we have made the
        change.
      </p>
      <p>
        <Link to="/send-message/anything-else">Send us a message</Link>
      </p>
    </>
  );
});
