/**
 * A flow's step tracker (spec 01 section 2, 'Step labels of flows'): every label of the flow in
 * order, the current one marked for assistive technology with aria-current="step".
 */
export function StepTracker({ labels, current }: { labels: readonly string[]; current: number }) {
  return (
    <nav className="step-tracker" aria-label="Progress">
      <ol className="step-tracker__list">
        {labels.map((label, index) => (
          <li
            key={label}
            className={['step-tracker__step', index === current ? 'step-tracker__step--current' : '', index < current ? 'step-tracker__step--done' : '']
              .filter(Boolean)
              .join(' ')}
            aria-current={index === current ? 'step' : undefined}
          >
            {index < current ? <span className="visually-hidden">Completed: </span> : null}
            {label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
