import { JourneyStep } from '../../journey/JourneyStep';
import { GeneralMessageDetailsPage } from './GeneralMessageDetailsPage';
import { MessageConfirmPage } from './MessageConfirmPage';
import { MessageReviewPage } from './MessageReviewPage';

/** The steps of a message journey, each behind its step guard (a deep link goes back to details). */
export const GeneralDetailsStep = () => (
  <JourneyStep step="details">
    <GeneralMessageDetailsPage />
  </JourneyStep>
);

export const ReviewStep = () => (
  <JourneyStep step="review">
    <MessageReviewPage />
  </JourneyStep>
);

export const ConfirmStep = () => (
  <JourneyStep step="confirm">
    <MessageConfirmPage />
  </JourneyStep>
);
