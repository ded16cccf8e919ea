import { JourneyStep } from '../journey/JourneyStep';
import { FormDetailsPage } from './FormDetailsPage';

/** A manage-account form's details; its review and confirm are the message journeys' own steps. */
export const DetailsStep = () => (
  <JourneyStep step="details">
    <FormDetailsPage />
  </JourneyStep>
);

export { ConfirmStep, ReviewStep } from '../shared/messages/steps';
