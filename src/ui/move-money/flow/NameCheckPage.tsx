import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { copOutcome, type CopAction } from '../../../core/move-money/confirmation-of-payee';
import type { AccountType } from '../../../core/move-money/move-money';
import { arrivalFocus } from '../../shared/arrival-focus';
import { Button } from '../../shared/Button';
import { JourneyStep } from '../../journey/JourneyStep';
import { StepTracker } from '../../journey/StepTracker';
import { trackerLabels, useMoveMoneyFlow } from './move-money-flow-context';

const actionLabels: Record<CopAction, string> = {
  continue: 'Continue',
  'use-actual-name': 'Use the name on the account',
  'switch-account-type': 'Change the account type',
  'go-back': 'Go back',
  'continue-at-own-risk': 'Continue anyway',
  'change-details': 'Change the details',
  'check-again': 'Try the check again',
};

/**
 * review/{notice}: the notice before the review. 'name-check' is Confirmation of Payee's answer
 * when it is not a plain match: its own wording and next steps (core/move-money/confirmation-of-payee.ts).
 */
export const NameCheckPage = observer(function NameCheckPage() {
  const { notice } = useParams();
  const { journey, base, detailsPath } = useMoveMoneyFlow();
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);
  // The answer takes focus as the page arrives (the shell then leaves it there): its title and what
  // it means are read together, not only the page's name. Once: an action that changes the answer
  // (using the name on the account) moves on, and must not be read as a new answer on the way.
  useEffect(() => {
    panel.current?.focus();
  }, []);
  if (notice !== 'name-check') return <Navigate to={`${base}/review`} replace />;
  const answer = journey.payeeCheck.answer;
  // Open only once the check answered for these entries (a deep link goes back to the details).
  if (!journey.noticeCanShow && !journey.flow.complete) return <Navigate to={`${base}${detailsPath}`} replace />;
  return (
    <JourneyStep step="details">
      {answer ? (
        <div className="move-money-flow">
          <StepTracker labels={trackerLabels} current={0} />
          {(() => {
            const outcome = copOutcome(answer, journey.values.payeeName.trim(), (journey.values.accountType || 'personal') as AccountType);
            return (
              <section ref={panel} className={`cop cop--${outcome.tone}`} aria-labelledby="cop-title" aria-describedby="cop-body" tabIndex={-1} {...arrivalFocus}>
                <h1 id="cop-title">{outcome.title}</h1>
                <div id="cop-body">
                  {outcome.body.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
                {/* 'Try the check again' may get the same answer: say the bank is being asked again. */}
                <p role="status">{journey.payeeCheck.checking ? 'Checking the name with the payee\u2019s bank\u2026' : ''}</p>
                <div className="button-group">
                  {outcome.actions.map((action, i) => (
                    <Button
                      key={action}
                      variant={action === 'continue-at-own-risk' ? 'warning' : i === 0 ? 'primary' : 'secondary'}
                      disabled={journey.payeeCheck.checking}
                      onClick={() => {
                        if (action === 'check-again') {
                          // A time-out is never kept: Continue's check asks the payee's bank again.
                          void journey.submitDetails().then((next) => {
                            if (next === 'review') navigate(`${base}/review`);
                            else if (next === null) navigate(`${base}${detailsPath}`);
                          });
                          return;
                        }
                        const next = journey.applyCopAction(action);
                        navigate(next === 'review' ? `${base}/review` : `${base}${detailsPath}`);
                      }}
                    >
                      {actionLabels[action]}
                    </Button>
                  ))}
                </div>
              </section>
            );
          })()}
        </div>
      ) : null}
    </JourneyStep>
  );
});
