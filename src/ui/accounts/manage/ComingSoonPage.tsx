import { Link } from 'react-router-dom';
import { accountPath } from '../account-paths';
import { useAccountIndex } from '../account/use-account-index';

const titles = {
  regular: 'Regular payments',
  beneficiaries: 'Beneficiaries',
  'future-payments': 'Future payments',
} as const;

export type ComingSoonTopic = keyof typeof titles;

/**
 * The lists under manage-money arrive with the move-money work; until then each page says so and
 * leads back, so no link of the hub is a dead end.
 */
export function ComingSoonPage({ topic }: { topic: ComingSoonTopic }) {
  const index = useAccountIndex();
  return (
    <div className="coming-soon">
      <h1>{titles[topic]}</h1>
      <p>You will soon be able to see and change your {titles[topic].toLowerCase()} here.</p>
      <p>
        <Link to={accountPath(index, 'manage-money')}>Back to Manage money</Link>
      </p>
    </div>
  );
}

export const RegularPaymentsSoon = () => <ComingSoonPage topic="regular" />;
export const BeneficiariesSoon = () => <ComingSoonPage topic="beneficiaries" />;
export const FuturePaymentsSoon = () => <ComingSoonPage topic="future-payments" />;
