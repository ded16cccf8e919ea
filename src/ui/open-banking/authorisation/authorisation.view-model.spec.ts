import { describe, expect, it } from 'vitest';
import { buildContainerWithAreas } from '../../../composition/container';
import { OpenBankingPort } from '../../../core/open-banking/open-banking.port';
import { FakeClock } from '../../../adapters/fakes/fake-clock.adapter';
import type { FakeOpenBanking } from '../../../adapters/fakes/fake-open-banking.adapter';
import { AuthorisationViewModel } from './authorisation.view-model';

async function arrange() {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const fake = container.get<FakeOpenBanking>(OpenBankingPort);
  const clock = container.get(FakeClock);
  const vm = container.get(AuthorisationViewModel);
  await vm.load('AIS-DEMO-1');
  return { vm, fake, clock, container };
}

describe('AuthorisationViewModel', () => {
  it('sends nothing until an account is chosen and the code is 6 digits', async () => {
    const { vm, fake } = await arrange();
    await vm.approve();
    expect(vm.accountsError).toBe('Select at least one account to share.');
    expect(vm.codeError).toBe('Please enter your Re-authentication Security Code.');
    expect(vm.failedSubmits).toBe(1);
    vm.toggleAccount('F-CUR', true);
    vm.setCode('12 34');
    await vm.approve();
    expect(fake.answers).toEqual([]);
  });

  it('counts wrong codes: OLR_0043 each time, then 300 s locked; nothing is sent while locked', async () => {
    const { vm, fake, clock } = await arrange();
    vm.toggleAccount('F-CUR', true);
    for (let i = 0; i < 3; i++) {
      vm.setCode('000000');
      await vm.approve();
      expect(vm.serverMessage).toBe('You have entered an incorrect Re-authentication Security Code. Please try again or call us on 020 7946 0123. (OLR_0043)');
    }
    expect(vm.locked).toBe(true);
    expect(vm.secondsUntilRelease).toBe(300);
    // Each refused try moved nothing: the next try has a new key.
    expect(new Set(fake.answers.map((a) => a.key)).size).toBe(3);
    vm.setCode('123456');
    await vm.approve();
    expect(fake.answers).toHaveLength(3);
    clock.advance(300_000);
    expect(vm.locked).toBe(false);
    await vm.approve();
    expect(fake.answers).toHaveLength(4);
    expect(vm.outcome).toEqual({ decision: 'approve', redirect: { ok: true, url: 'https://tpp.example/callback?state=moneybox-state%2F1%20%3F%26%3D&code=fake' } });
  });

  it('empties the approval code on a definite answer, even when the page stays on a refused redirect', async () => {
    const { vm, fake } = await arrange();
    fake.redirectTemplate = 'https://evil.example/callback?state={state}&{outcome}';
    vm.toggleAccount('F-CUR', true);
    vm.setCode('123456');
    await vm.approve();
    expect(vm.outcome?.redirect).toEqual({ ok: false, reason: 'not-registered' });
    expect(vm.code).toBe('');
  });

  it('a lost answer is unknown: the choices freeze and the retry sends the same key; a double press is one send', async () => {
    const { vm, fake } = await arrange();
    fake.loseAnswers = 1;
    vm.toggleAccount('F-CUR', true);
    vm.setCode('123456');
    await Promise.all([vm.approve(), vm.approve()]);
    expect(fake.answers).toHaveLength(1);
    expect(vm.approveState).toEqual({ kind: 'unknown', reason: 'no-answer', code: 'FD999T' });
    expect(vm.frozen).toBe(true);
    vm.toggleAccount('F-SAV', true);
    vm.setCode('999999');
    expect([vm.selected, vm.code]).toEqual([['F-CUR'], '123456']);
    await vm.approve();
    expect(fake.answers.map((a) => a.key)).toEqual([fake.answers[0]!.key, fake.answers[0]!.key]);
    expect(vm.approveState.kind).toBe('accepted');
  });

  it('a lost answer outlives the page; the request opened again is unknown with its accounts, and Try again sends the same key and code', async () => {
    const { vm, fake, container } = await arrange();
    fake.loseAnswers = 1;
    vm.toggleAccount('F-CUR', true);
    vm.setCode('123456');
    await vm.approve();
    expect(vm.approveState.kind).toBe('unknown');
    expect(vm.awaitingAnswer).toBe(true);
    vm.dispose();

    // The customer comes back to the same request: a new page, a new view model.
    const back = container.get(AuthorisationViewModel);
    await back.load('AIS-DEMO-1');
    expect(back.approveState.kind).toBe('unknown');
    expect(back.frozen).toBe(true);
    expect(back.selected).toEqual(['F-CUR']);
    expect(back.code).toBe('');
    await back.approve();
    expect(fake.answers).toHaveLength(2);
    expect(fake.answers[1]).toEqual(fake.answers[0]);
    expect(fake.answers[1]!.decision).toEqual({ decision: 'approve', accountIds: ['F-CUR'], reauthenticationCode: '123456' });
    expect(back.approveState.kind).toBe('accepted');

    // Answered: the request opened again has nothing unknown.
    const later = container.get(AuthorisationViewModel);
    await later.load('AIS-DEMO-1');
    expect(later.approveState.kind).toBe('ready');
  });

  it('a lost decline comes back unknown too, and its retry carries the same key', async () => {
    const { vm, fake, container } = await arrange();
    fake.loseAnswers = 1;
    await vm.decline();
    expect(vm.declineState.kind).toBe('unknown');
    const back = container.get(AuthorisationViewModel);
    await back.load('AIS-DEMO-1');
    expect(back.declineState.kind).toBe('unknown');
    expect(back.awaitingAnswer).toBe(true);
    await back.decline();
    expect(fake.answers.map((a) => a.key)).toEqual([fake.answers[0]!.key, fake.answers[0]!.key]);
    expect(back.declineState.kind).toBe('accepted');
  });
});
