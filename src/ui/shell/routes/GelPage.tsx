import { useState, type FormEvent } from 'react';
import { AppConfig } from '../../../core/shared/app-config';
import { useInjection } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { Checkbox } from '../../shared/Checkbox';
import { ContentLoadErrorPage } from '../../shared/ContentLoadErrorPage';
import { ErrorByCodePanel } from '../../shared/ErrorByCodePanel';
import { ErrorPanel } from '../../shared/ErrorPanel';
import { ErrorSummary, type SummaryError } from '../../shared/ErrorSummary';
import { Loader } from '../../shared/Loader';
import { Modal } from '../../shared/Modal';
import { NumberInput } from '../../shared/NumberInput';
import { TextField } from '../../shared/TextField';
import { MissingContentPanel, UpcomingTransactionsDisabledPanel } from '../../shared/UnavailablePanels';
import { useFieldTouched } from '../../shared/use-field-touched';
import { NotFoundPage } from '../NotFoundPage';
import { useLeaveGuard } from '../use-leave-guard';

/**
 * The developer-only 'gel' page (docs/rules/log-on-screens.md): every shared component in its states on one
 * page, so designers can review them and the end-to-end run can check each with axe. Not served in
 * production.
 */
export function GelPage() {
  const config = useInjection<AppConfig>(AppConfig);
  if (config.name === 'prod') return <NotFoundPage />;
  return <GelComponents />;
}

function validate(username: string, amount: string): SummaryError[] {
  const errors: SummaryError[] = [];
  if (!username.trim()) errors.push({ fieldId: 'gel-username', message: "We don't recognise the username you've entered, is it right?" });
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) errors.push({ fieldId: 'gel-amount', message: 'Enter an amount in pounds, like 25 or 25.50' });
  return errors;
}

function GelComponents() {
  const [username, setUsername] = useState('');
  const [amount, setAmount] = useState('');
  const [remember, setRemember] = useState(false);
  const [submits, setSubmits] = useState(0);
  const [modalOpen, setModalOpen] = useState(false);
  const [guarded, setGuarded] = useState(false);
  const usernameField = useFieldTouched(submits > 0);
  const amountField = useFieldTouched(submits > 0);
  useLeaveGuard(guarded);

  const errors = validate(username, amount);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmits((n) => n + 1);
  };
  const fieldError = (id: string) => errors.find((e) => e.fieldId === id)?.message;

  return (
    <div className="gel">
      <h1>GEL components</h1>

      <section aria-labelledby="gel-form">
        <h2 id="gel-form">Form</h2>
        <form noValidate onSubmit={onSubmit}>
          <ErrorSummary errors={submits > 0 ? errors : []} focusKey={submits} />
          <TextField
            id="gel-username"
            label="Username"
            hint="Up to 76 characters"
            autoComplete="username"
            maxLength={76}
            value={username}
            onChange={setUsername}
            onFocus={usernameField.onFocus}
            onBlur={usernameField.onBlur}
            error={usernameField.visibleError(fieldError('gel-username'))}
          />
          <NumberInput
            id="gel-amount"
            label="Amount"
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            onFocus={amountField.onFocus}
            onBlur={amountField.onBlur}
            error={amountField.visibleError(fieldError('gel-amount'))}
          />
          <Checkbox id="gel-remember" label="Remember me" checked={remember} onChange={setRemember} />
          <Checkbox
            id="gel-guard"
            label="Warn me before I leave this page"
            checked={guarded}
            onChange={setGuarded}
          />
          <div className="button-group">
            <Button type="submit">Continue</Button>
            <Button variant="secondary" onClick={() => setModalOpen(true)}>
              Open a modal
            </Button>
          </div>
        </form>
        <Modal
          open={modalOpen}
          title="Forgotten your username?"
          onClose={() => setModalOpen(false)}
          actions={<Button onClick={() => setModalOpen(false)}>Close</Button>}
        >
          <p>Please call us and we will help you.</p>
        </Modal>
      </section>

      <section aria-labelledby="gel-loader">
        <h2 id="gel-loader">Loader</h2>
        <Loader />
      </section>

      <section aria-labelledby="gel-panels">
        <h2 id="gel-panels">Error panels</h2>
        <ErrorPanel code="FD001T" headingLevel={3} />
        <ErrorPanel code="FD999T" headingLevel={3} />
        <ErrorPanel code="FD892T" headingLevel={3} />
        <ErrorByCodePanel
          code="FD2G004"
          headingLevel={3}
          entry={{ title: 'You are already logged on', message: 'Please log off your other session first (fd_code).' }}
        />
        <MissingContentPanel />
        <UpcomingTransactionsDisabledPanel />
      </section>

      <section aria-labelledby="gel-content-error">
        <h2 id="gel-content-error">Content-load error</h2>
        <ContentLoadErrorPage code="FD890T" headingLevel={3} />
      </section>
    </div>
  );
}
