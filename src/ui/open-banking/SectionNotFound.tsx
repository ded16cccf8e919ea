import { Link } from 'react-router-dom';
import { balancesPath } from '../../core/shell/start-route';
import { openBankingPath } from './open-banking-paths';

/** An address under open-banking that names no section, consent or request we know. */
export function SectionNotFound({ title = 'Page not found' }: { title?: string }) {
  return (
    <div className="open-banking">
      <h1>{title}</h1>
      <p>We cannot find this open banking page. It may have been removed, or the address may be wrong.</p>
      <ul className="mm-actions">
        <li>
          <Link to={openBankingPath}>Back to open banking</Link>
        </li>
        <li>
          <Link to={balancesPath}>Balances</Link>
        </li>
      </ul>
    </div>
  );
}
