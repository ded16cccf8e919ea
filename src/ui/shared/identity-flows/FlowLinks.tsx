import { Button } from '../Button';

/**
 * The links an identity-service page offers besides its form ('Forgotten your username?', the
 * security details' options), each followed by asking the service for its page: one list for every
 * page read from the service (the identity flows and security details).
 */
export function FlowLinks({ links, onFollow, className }: { links: readonly { id: string; text: string }[]; onFollow: (id: string) => void; className: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id}>
          <Button variant="link" onClick={() => onFollow(link.id)}>
            {link.text}
          </Button>
        </li>
      ))}
    </ul>
  );
}
