import type { SigningWording } from '../../core/signing/signing-device';
import { Heading } from '../shared/Heading';

/** The step-by-step instructions for the code, in the wording of the customer's device. */
export function SigningInstructions({ wording, headingLevel = 2 }: { wording: SigningWording; headingLevel?: number }) {
  return (
    <section className="signing-instructions" aria-labelledby="signing-instructions-heading">
      <Heading level={headingLevel} id="signing-instructions-heading">
        {wording.heading}
      </Heading>
      <ol className="signing-instructions__steps">
        {wording.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {wording.displayNote ? <p className="hint">{wording.displayNote}</p> : null}
    </section>
  );
}
