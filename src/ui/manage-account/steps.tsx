import { JourneyStep } from '../journey/JourneyStep';
import { MessageConfirmPage } from '../messages/MessageConfirmPage';
import { MessageReviewPage } from '../messages/MessageReviewPage';
import { FormDetailsPage } from './FormDetailsPage';

export const DetailsStep = () => (
  <JourneyStep step="details">
    <FormDetailsPage />
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
