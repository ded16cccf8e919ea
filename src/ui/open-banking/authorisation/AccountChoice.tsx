import { observer } from 'mobx-react-lite';
import type { AuthorisationRequest } from '../../../core/open-banking/open-banking.port';
import { Checkbox } from '../../shared/Checkbox';
import { FieldError } from '../../shared/FieldError';
import { accountLine } from '../format';
import { accountFieldId, type AuthorisationViewModel } from './authorisation.view-model';

/**
 * Which accounts: several to share (checkboxes), one to pay from (radios), or the one the provider
 * named to check (shown, not chosen).
 */
export const AccountChoice = observer(function AccountChoice({ vm, request }: { vm: AuthorisationViewModel; request: AuthorisationRequest }) {
  if (request.selection === 'fixed') {
    const account = request.accounts[0]!;
    return (
      <div className="form-group">
        <h2>The account to check</h2>
        <p>{accountLine(account)}</p>
      </div>
    );
  }
  const error = vm.accountsError;
  const legend = request.selection === 'many' ? 'Choose the accounts to share' : 'Choose the account to pay from';
  return (
    <fieldset className={['mm-radios', error ? 'form-group--error' : ''].filter(Boolean).join(' ')} aria-describedby={error ? 'ob-accounts-error' : undefined}>
      <legend>{legend}</legend>
      {error ? <FieldError id="ob-accounts-error" message={error} /> : null}
      {request.accounts.map((account) =>
        request.selection === 'many' ? (
          <Checkbox
            key={account.id}
            id={accountFieldId(account.id)}
            label={accountLine(account)}
            checked={vm.selected.includes(account.id)}
            onChange={(on) => vm.toggleAccount(account.id, on)}
            disabled={vm.frozen}
          />
        ) : (
          <div className="mm-radio" key={account.id}>
            <input
              type="radio"
              id={accountFieldId(account.id)}
              name="ob-pay-from"
              checked={vm.selected.includes(account.id)}
              onChange={() => vm.chooseAccount(account.id)}
              disabled={vm.frozen}
            />
            <label htmlFor={accountFieldId(account.id)}>{accountLine(account)}</label>
          </div>
        ),
      )}
    </fieldset>
  );
});
