import { describe, expect, it } from 'vitest';
import type { IdentityStep } from '../identity/identity-step';
import type { LogOnOutcome } from '../session/log-on-outcome';
import { IdentityFlows } from './identity-flows';
import { StartIdentityFlow } from './start-identity-flow.use-case';
import { SubmitFlowStep } from './submit-flow-step.use-case';

const step = (over: Partial<IdentityStep>): IdentityStep => ({
  name: 'x',
  route: '/x',
  form: null,
  inputs: [],
  selects: [],
  labels: {},
  links: [],
  errors: [],
  status: 'OK',
  data: {},
  ...over,
});

function fakes(answer: IdentityStep) {
  const followed: string[] = [];
  const applied: IdentityStep[] = [];
  const identity = {
    follow: (href: string) => (followed.push(href), Promise.resolve(answer)),
    submit: () => Promise.resolve(answer),
  };
  const session = { state: {} as never, update: () => undefined, subscribe: () => () => undefined } as never;
  const apply = {
    execute: (s: IdentityStep): LogOnOutcome => (applied.push(s), { kind: 'moved', step: s, route: s.route, autosubmit: false }),
    failed: (): LogOnOutcome => ({ kind: 'failed', route: '/authentication/error', code: null }),
    origin: () => ({ go: { goTo: () => undefined, went: false, here: true }, sessionOpen: () => true }),
  };
  return { identity, session, apply, followed, applied };
}

describe('StartIdentityFlow', () => {
  it("follows the stored log-on page's link into the flow", async () => {
    const f = fakes(step({ route: '/onlinereset' }));
    const stored = step({ links: [{ id: 'cam30forgotdosilink', href: 'reset/memorable', text: 'Forgotten your answer?' }] });
    await new StartIdentityFlow(f.identity, f.session, f.apply, { current: stored }).execute(IdentityFlows.onlineReset);
    expect(f.followed).toEqual(['reset/memorable']);
  });

  it("opens the flow's own address when no stored page links to it", async () => {
    const f = fakes(step({ route: '/reset-pin' }));
    await new StartIdentityFlow(f.identity, f.session, f.apply, { current: null }).execute(IdentityFlows.resetPin);
    expect(f.followed).toEqual(['reset-pin']);
  });
});

describe('SubmitFlowStep', () => {
  it("treats the general error answering the offline reset's security step as complete", async () => {
    const f = fakes(step({ name: 'Error', route: '/authentication/error', status: 'ERROR' }));
    const outcome = await new SubmitFlowStep(f.identity, f.session, f.apply).execute(IdentityFlows.offlineReset, 'security', step({}), {});
    expect(outcome).toMatchObject({ kind: 'moved', route: '/offlinereset/complete' });
  });

  it('applies any other answer as it is', async () => {
    const f = fakes(step({ name: 'Error', route: '/authentication/error', status: 'ERROR' }));
    await new SubmitFlowStep(f.identity, f.session, f.apply).execute(IdentityFlows.offlineReset, 'memorable', step({}), {});
    expect(f.applied[0]?.route).toBe('/authentication/error');
  });
});
