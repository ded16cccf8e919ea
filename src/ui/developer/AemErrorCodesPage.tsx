import { observer } from 'mobx-react-lite';
import { useViewModel } from '../di/container-context';
import { ErrorCodesViewModel } from './developer.view-models';
import './developer.css';

/** aem-error-codes: every code of the app's catalogue with its text from content, then the codes content lacks. */
export const AemErrorCodesPage = observer(function AemErrorCodesPage() {
  const vm = useViewModel(ErrorCodesViewModel);
  const { rows, missing } = vm.catalogue;
  return (
    <div className="developer">
      <h1>Error codes</h1>
      <p>
        {rows.length} codes; content version {vm.contentVersion}.
      </p>
      <table className="developer-table">
        <caption className="visually-hidden">Every error code with its text from content</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Where it comes from</th>
            <th scope="col">Title</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} data-code={row.code}>
              <th scope="row">
                <code>{row.code}</code>
              </th>
              <td>{row.source}</td>
              <td>{row.text?.title ?? <em>Missing from content</em>}</td>
              <td>{row.text?.message ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Content keys missing</h2>
      {missing.length === 0 ? (
        <p>Content has an entry for every code.</p>
      ) : (
        <>
          <p>{missing.length} codes have no entry in content&apos;s error codes; the app shows its own fallback for them.</p>
          <ul className="developer-missing" aria-label="Codes missing from content">
            {missing.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
});
