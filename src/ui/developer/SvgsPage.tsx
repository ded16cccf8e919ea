import { allIconNames } from '../shared/icon-set';
import { Icon } from '../shared/Icon';
import './developer.css';

/** svgs: every icon of the app's set with the name content uses for it. */
export function SvgsPage() {
  return (
    <div className="developer">
      <h1>Icons</h1>
      <p>
        Every icon the app draws, {allIconNames.length} in all. Content names them in a help hub category&apos;s categoryIcon; a name
        ending in -filled is the selected tab.
      </p>
      <ul className="developer-icons">
        {allIconNames.map((name) => (
          <li key={name} className="developer-icons__item">
            <Icon name={name} size={40} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
