import { Button } from '../../shared/Button';

export interface StepHelpLink {
  text: string;
  onSelect: () => void;
}

/** The help links under a log-on form; they go through the identity service, so they are buttons. */
export function StepHelpLinks({ links, label }: { links: readonly StepHelpLink[]; label: string }) {
  return (
    <nav className="step-help" aria-label={label}>
      <ul className="step-help__list">
        {links.map((link) => (
          <li key={link.text}>
            <Button variant="link" onClick={link.onSelect}>
              {link.text}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
