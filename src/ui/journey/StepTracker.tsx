export interface StepTrackerProps {
  /** The labels of the spec's step table, in order. */
  labels: readonly string[];
  /** Index of the step on screen. */
  current: number;
}

/**
 * Where the customer is in a flow: every step's label in order, the current one marked for sight
 * (bold, with its number) and for screen readers (aria-current="step" and 'Step n of m').
 */
export function StepTracker({ labels, current }: StepTrackerProps) {
  return (
    <nav className="step-tracker" aria-label="Progress">
      <p className="visually-hidden">
        Step {current + 1} of {labels.length}
      </p>
      <ol className="step-tracker__list">
        {labels.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={label} className={`step-tracker__step step-tracker__step--${state}`} aria-current={index === current ? 'step' : undefined}>
              <span className="step-tracker__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step-tracker__label">
                {label}
                {state === 'done' ? <span className="visually-hidden"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
