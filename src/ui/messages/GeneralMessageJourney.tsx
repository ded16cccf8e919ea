import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import { RequireAccess } from '../shared/RequireAccess';
import { generalForms, type GeneralFormId } from '../shared/messages/general-forms';
import { MessageJourney } from '../shared/messages/MessageJourney';

/** The layout route of a general message form, behind a full log-on (CAM40). */
export function generalMessageJourney(id: GeneralFormId) {
  return function GeneralMessageJourney() {
    return (
      <RequireFullLogOn>
        <RequireAccess requires={{ toggles: [id === 'anything-else' ? 'myDetails' : 'contactUs'] }} title={generalForms[id].title}>
          <MessageJourney form={generalForms[id]} />
        </RequireAccess>
      </RequireFullLogOn>
    );
  };
}
