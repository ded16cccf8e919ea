import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import { RequireToggle } from '../inbox/RequireToggle';
import { generalForms, type GeneralFormId } from './general-forms';
import { MessageJourney } from './MessageJourney';

/** The layout route of a general message form, behind a full log-on (CAM40). */
export function generalMessageJourney(id: GeneralFormId) {
  return function GeneralMessageJourney() {
    return (
      <RequireFullLogOn>
        <RequireToggle toggle={id === 'anything-else' ? 'myDetails' : 'contactUs'} title={generalForms[id].title}>
          <MessageJourney form={generalForms[id]} />
        </RequireToggle>
      </RequireFullLogOn>
    );
  };
}
