import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../../core/accounts/money';
import { monthlyAmount, ordinalDay, paymentDay, RegularSaverTerms } from '../../../core/products/savings/regular-saver.rules';
import { selectionError } from '../../../core/shared/validation/text-rules';
import { SelectField } from '../../shared/inbox/fields/SelectField';
import { useJourney } from '../../journey/journey-context';
import { JourneyStep } from '../../journey/JourneyStep';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { errorsOf } from '../../shared/summary-errors';
import { FormTouchState } from '../../shared/form-touch-state';
import { TextField } from '../../shared/TextField';
import { accountLabel } from './SavingsParts';
import { ProductDocuments } from './ProductDocuments';
import { type Store, applicationOf, useFrame } from './regular-saver-parts';

type DetailsField = 'monthly-amount' | 'payment-day' | 'from-account' | 'nationality' | 'tax-residence';

/** details: the monthly amount, the day, the account it comes from, nationality and tax residence. */
export const RegularSaverDetails = observer(function RegularSaverDetails() {
  const journey = useJourney<Store>();
  const go = useJourneyNavigate();
  const { product, choices, vm } = useFrame();
  const [touch] = useState(() => new FormTouchState<DetailsField>());
  const returning = useSearchParams()[0].get('change') === 'review';
  const e = journey.details;
  const amount = monthlyAmount(e.monthlyAmount, product);
  const day = paymentDay(e.paymentDay);
  const rules: Record<DetailsField, string | null> = {
    'monthly-amount': 'error' in amount ? amount.error : null,
    'payment-day': 'error' in day ? day.error : null,
    'from-account': selectionError(e.fromAccountId),
    nationality: selectionError(e.nationality),
    'tax-residence': selectionError(e.taxResidence),
  };
  const shown = (f: DetailsField) => touch.visibleError(f, rules[f]);
  const errors = touch.submitAttempted ? errorsOf(rules) : [];
  const bind = (f: DetailsField) => ({ onFocus: () => touch.focus(f), onBlur: () => touch.blur(f) });
  const submit = () => {
    touch.attemptSubmit();
    const application = applicationOf(e, product);
    if (!application) {
      journey.noteFailedSubmit();
      return;
    }
    const next = journey.pass('details');
    if (returning && e.declaration) {
      journey.pass('apply');
      journey.beginReview(application);
      go('review');
      return;
    }
    go(next);
  };
  const days = Array.from({ length: RegularSaverTerms.lastDay }, (_, i) => String(i + 1));
  return (
    <JourneyStep step="details">
      <ErrorSummary errors={errors} focusKey={journey.failedSubmits} />
      <h1>Your Regular Saver</h1>
      <ProductDocuments product="regular-saver" documents={vm.documents} onRetry={vm.reloadDocuments} />
      <h2>Your choices</h2>
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          submit();
        }}
      >
        <TextField
          id="monthly-amount"
          label="How much do you want to save each month?"
          hint={`From ${formatMoney(product.minimumMonthly)} to ${formatMoney(product.maximumMonthly)}, in whole pounds`}
          inputMode="numeric"
          autoComplete="off"
          value={e.monthlyAmount}
          error={shown('monthly-amount')}
          onChange={(v) => journey.update({ monthlyAmount: v })}
          {...bind('monthly-amount')}
        />
        <SelectField
          id="payment-day"
          label="Which day of the month should we take it?"
          value={e.paymentDay}
          options={days.map((d) => ({ value: d, label: ordinalDay(Number(d)) }))}
          error={shown('payment-day')}
          onChange={(v) => {
              touch.blur('payment-day');
              journey.update({ paymentDay: v });
            }}
        />
        <SelectField
          id="from-account"
          label="Which account should it come from?"
          value={e.fromAccountId}
          options={choices.accounts.map((a) => ({ value: a.id, label: accountLabel(a) }))}
          error={shown('from-account')}
          onChange={(v) => {
              touch.blur('from-account');
              journey.update({ fromAccountId: v });
            }}
        />
        <SelectField
          id="nationality"
          label="Nationality"
          value={e.nationality}
          options={choices.nationalities.map((n) => ({ value: n.code, label: n.name }))}
          error={shown('nationality')}
          onChange={(v) => {
              touch.blur('nationality');
              journey.update({ nationality: v });
            }}
        />
        <SelectField
          id="tax-residence"
          label="Country of tax residence"
          value={e.taxResidence}
          options={choices.countries.map((c) => ({ value: c.code, label: c.name }))}
          error={shown('tax-residence')}
          onChange={(v) => {
              touch.blur('tax-residence');
              journey.update({ taxResidence: v });
            }}
        />
        <div className="button-group">
          <Button type="submit">Continue</Button>
          <Button variant="secondary" onClick={() => go(returning ? 'review' : 'index')}>
            Back
          </Button>
        </div>
      </form>
    </JourneyStep>
  );
});
