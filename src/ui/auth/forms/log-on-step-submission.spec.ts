import { describe, expect, it } from 'vitest';
import type { IdentityStep } from '../../../core/identity/identity-step';
import { LogOnStepSubmission } from './log-on-step-submission';

const passwordStep: IdentityStep = {
  name: 'Cam10',
  route: '/authentication/password',
  form: { action: 'logon/password', method: 'POST' },
  inputs: [],
  selects: [],
  labels: {},
  links: [
    { id: 'idv_switchuser', href: 'logon', text: 'Change user' },
    { id: 'cam30forgotpasswordlink', href: 'reset/password', text: 'Forgotten your password?' },
    { id: 'copy_both_nav', href: 'reset/both', text: "I've forgotten both" },
  ],
  errors: [],
  status: 'OK',
  data: {},
};

function submission() {
  const followed: string[] = [];
  const visited: string[] = [];
  const s = new LogOnStepSubmission('/authentication/password', {
    logOnStep: { execute: () => Promise.resolve({ kind: 'failed', route: '/x', code: null }) },
    followLink: { execute: (href: string) => (followed.push(href), Promise.resolve({ kind: 'failed', route: '/x', code: null })) },
    logOff: { execute: () => Promise.resolve('/logoff') } as never,
    steps: { current: passwordStep },
    navigator: { goTo: (path: string) => void visited.push(path), leaveTo: () => undefined, here: () => `${visited.length}` },
    helpPhone: '0',
  });
  s.begin();
  return { s, followed, visited };
}

describe('the log-on step links', () => {
  it("'Change user' follows the page's link", async () => {
    const { s, followed, visited } = submission();
    await s.follow('changeUser');
    expect(followed).toEqual(['logon']);
    expect(visited).toEqual([]);
  });

  it("a help link opens its identity flow's route (the flow follows the page's link from there)", async () => {
    const { s, followed, visited } = submission();
    await s.follow('forgottenPassword');
    await s.follow('forgottenBoth');
    expect(visited).toEqual(['/onlinereset', '/offlinereset']);
    expect(followed).toEqual([]);
  });
});

describe('prepare (before the first render)', () => {
  function unstarted(current: IdentityStep | null) {
    const visited: string[] = [];
    let sends = 0;
    const s = new LogOnStepSubmission('/authentication/password', {
      logOnStep: { execute: () => (sends++, Promise.resolve({ kind: 'failed', route: '/x', code: null })) },
      followLink: { execute: () => Promise.resolve({ kind: 'failed', route: '/x', code: null }) },
      logOff: { execute: () => Promise.resolve('/logoff') } as never,
      steps: { current },
      navigator: { goTo: (path: string) => void visited.push(path), leaveTo: () => undefined, here: () => `${visited.length}` },
      helpPhone: '0',
    });
    return { s, visited, sends: () => sends };
  }

  it("takes this route's stored step, so the first paint has its fields, and sends nothing", () => {
    const { s, visited, sends } = unstarted({ ...passwordStep, data: { autosubmit: true } });
    s.prepare();
    expect(s.step?.name).toBe('Cam10');
    expect(visited).toEqual([]);
    expect(sends()).toBe(0);
  });

  it("leaves another route's step (and the redirect) to begin()", () => {
    const { s, visited } = unstarted({ ...passwordStep, route: '/authentication/securetoken' });
    s.prepare();
    expect(s.step).toBeNull();
    expect(visited).toEqual([]);
    s.begin();
    expect(visited).toEqual(['/authentication/username']);
  });
});
