import { observer } from 'mobx-react-lite';
import { useViewModel } from '../di/container-context';
import { InfoViewModel } from './developer.view-models';
import './developer.css';

/** info: the build, the environment it talks to, the content version and every feature toggle's state. */
export const InfoPage = observer(function InfoPage() {
  const vm = useViewModel(InfoViewModel);
  const rows = vm.rows({ mode: import.meta.env.MODE, production: import.meta.env.PROD });
  return (
    <div className="developer">
      <h1>Build information</h1>
      <table className="developer-table">
        <caption className="visually-hidden">The build and its environment</caption>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Feature toggles</h2>
      <table className="developer-table">
        <caption className="visually-hidden">Every feature toggle and its state from content</caption>
        <thead>
          <tr>
            <th scope="col">Toggle</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {vm.toggles.map(({ toggle, on }) => (
            <tr key={toggle} data-toggle={toggle}>
              <th scope="row">
                <code>{toggle}</code>
              </th>
              <td>{on ? 'On' : 'Off'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
