import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeNavigator } from '../../adapters/fakes/fake-system.adapter';
import { SequentialIdempotencyKeys } from '../../adapters/fakes/sequential-idempotency-keys.adapter';
import type { IdentityStep } from '../../core/identity/identity-step';
import type { OpenSecurityPage, SecurityChangeAnswer, SubmitSecurityChange } from '../../core/my-details/security-details.use-cases';
import { noAnswerYet } from '../../core/my-details/security-details.use-cases';
import { InMemoryIdentityStepStore } from '../../core/session/identity-step-store';
import { inMemoryJournal } from '../../core/never-twice/in-memory-journal';
import type { AppConfig } from '../../core/shared/app-config';
import { AttemptCounter, reauthenticationLimits } from '../../core/signing/attempt-counter';
import { SecurityDetailsViewModel } from './security-details.view-model';
import { passwordPage } from './testing/password-page.fixture';

const wrongCode: SecurityChangeAnswer = {
  kind: 'invalid',
  wrongCode: true,
  step: { ...passwordPage, status: 'INVALID', errors: [{ code: 'LOG_0008', field: 'reauthenticationCode', message: "The security code you've entered is incorrect. Please try again." }] },
};

/** `session`: what outlives one page (its lost answers and keys), for a test that leaves and comes back. */
function setUp(answers: SecurityChangeAnswer[], session = { outcomes: inMemoryJournal(), keys: new SequentialIdempotencyKeys() }, page: IdentityStep = passwordPage) {
  const clock = new FakeClock();
  const counter = new AttemptCounter(clock, clock, reauthenticationLimits);
  const steps = new InMemoryIdentityStepStore();
  steps.set(page);
  const navigator = new FakeNavigator();
  const execute = vi.fn(async (_step: IdentityStep, _values: Record<string, string>, _key: string) => answers.shift() ?? { kind: 'unknown' as const });
  const vm = new SecurityDetailsViewModel(
    { execute: vi.fn() } as unknown as OpenSecurityPage,
    { execute } as unknown as SubmitSecurityChange,
    steps,
    navigator,
    session.keys,
    counter,
    { helpPhone: '020 7946 0123' } as AppConfig,
    session.outcomes,
  );
  return { vm, execute, clock, navigator, counter, session };
}

function fill(vm: SecurityDetailsViewModel, code = '123456') {
  vm.entries.setValue('currentPassword', 'Mercury2024');
  vm.entries.setValue('newPassword', 'Lambeth2031');
  vm.entries.setValue('confirmPassword', 'Lambeth2031');
  vm.change.reauthentication.setCode(code);
}

describe('SecurityDetailsViewModel', () => {
  it('checks the credential rules before anything is sent', async () => {
    const { vm, execute } = setUp([]);
    await vm.start('/security-details/update-password');
    fill(vm);
    vm.entries.setValue('newPassword', 'abcde123');
    vm.entries.setValue('confirmPassword', 'abcde123');
    await vm.submit();
    expect(execute).not.toHaveBeenCalled();
    expect(vm.summaryErrors.map((e) => e.message)).toEqual(["Your password can't contain 5 sequential characters e.g. 12345, abcde or qwerty. Please try again."]);
    expect(vm.entries.values.newPassword, 'nothing typed is lost on a rule error').toBe('abcde123');
  });

  it('a wrong code clears the secrets and says so; the next try has a new key; 3 lock for 300 s', async () => {
    const { vm, execute, clock } = setUp([wrongCode, wrongCode, wrongCode, { kind: 'done', step: { ...passwordPage, route: '/security-details/update-complete' } }]);
    await vm.start('/security-details/update-password');
    for (let i = 0; i < 3; i += 1) {
      fill(vm, '000000');
      await vm.submit();
      expect(vm.entries.values).toMatchObject({ currentPassword: '', newPassword: '', confirmPassword: '' });
      expect(vm.change.reauthentication.code).toBe('');
      // The bank's words for the code are said under the kit's field, not as a page error as well.
      expect(vm.change.reauthentication.message).toBe("The security code you've entered is incorrect. Please try again.");
      expect(vm.entries.pageErrors).toEqual([]);
      expect(vm.entries.secretsCleared).toBe(true);
    }
    expect(new Set(execute.mock.calls.map((c) => c[2])).size, 'a refusal gets a new key').toBe(3);
    expect(vm.change.locked).toBe(true);
    expect(vm.change.lockMessage).toMatch(/try again in 5 minutes/);
    fill(vm);
    await vm.submit();
    expect(execute, 'nothing is sent while locked').toHaveBeenCalledTimes(3);
    clock.advance(300_000);
    expect(vm.change.locked).toBe(false);
    fill(vm);
    await vm.submit();
    expect(execute).toHaveBeenCalledTimes(4);
  });

  it('a lost answer keeps the entries and the key for Try again; done goes to the complete page and clears the secrets', async () => {
    const { vm, execute, navigator } = setUp([noAnswerYet, { kind: 'done', step: { ...passwordPage, route: '/security-details/update-complete' } }]);
    await vm.start('/security-details/update-password');
    fill(vm);
    await vm.submit();
    expect(vm.change.confirmState.kind).toBe('unknown');
    expect(vm.entries.values.newPassword).toBe('Lambeth2031');
    await vm.submit();
    expect(execute.mock.calls[0]?.[2]).toBe(execute.mock.calls[1]?.[2]);
    expect(navigator.visited).toEqual(['/security-details/update-complete']);
    expect(Object.values(vm.entries.values).every((v) => v === '')).toBe(true);
  });

  it('a lost answer outlives the page; back on the change it is unknown at once, and the retry carries the same key', async () => {
    const first = setUp([noAnswerYet]);
    await first.vm.start('/security-details/update-password');
    fill(first.vm);
    await first.vm.submit();
    expect(first.vm.change.awaitingAnswer).toBe(true);
    first.vm.dispose();

    // The customer comes back to the same change: a new page, a new view model, the same session.
    const back = setUp([{ kind: 'done', step: { ...passwordPage, route: '/security-details/update-complete' } }], first.session);
    await back.vm.start('/security-details/update-password');
    expect(back.vm.change.confirmState.kind).toBe('unknown');
    expect(back.vm.change.awaitingAnswer).toBe(true);
    // The secrets were not kept: they are typed again, and go under the lost try's key.
    expect(back.vm.entries.values.newPassword).toBe('');
    fill(back.vm);
    await back.vm.submit();
    expect(back.execute.mock.calls[0]?.[2]).toBe(first.execute.mock.calls[0]?.[2]);
    expect(back.navigator.visited).toEqual(['/security-details/update-complete']);

    // Answered: the change opened again is a new one, with a new key.
    const later = setUp([wrongCode], first.session);
    await later.vm.start('/security-details/update-password');
    expect(later.vm.change.confirmState.kind).toBe('ready');
    fill(later.vm);
    await later.vm.submit();
    expect(later.execute.mock.calls[0]?.[2]).not.toBe(first.execute.mock.calls[0]?.[2]);
  });

  it('entries changed after a lost answer go under a new key: one key never carries two bodies', async () => {
    const { vm, execute } = setUp([noAnswerYet, noAnswerYet]);
    await vm.start('/security-details/update-password');
    fill(vm);
    await vm.submit();
    vm.entries.setValue('newPassword', 'Kennington2032');
    vm.entries.setValue('confirmPassword', 'Kennington2032');
    await vm.submit();
    expect(execute).toHaveBeenCalledTimes(2);
    expect(execute.mock.calls[1]?.[2]).not.toBe(execute.mock.calls[0]?.[2]);
  });

  it('the same entries typed again after a lost answer keep its key', async () => {
    const { vm, execute } = setUp([noAnswerYet, noAnswerYet]);
    await vm.start('/security-details/update-password');
    fill(vm);
    await vm.submit();
    vm.entries.setValue('newPassword', '');
    vm.entries.setValue('newPassword', 'Lambeth2031');
    await vm.submit();
    expect(execute).toHaveBeenCalledTimes(2);
    expect(execute.mock.calls[1]?.[2]).toBe(execute.mock.calls[0]?.[2]);
    expect(execute.mock.calls[1]?.[1]).toEqual(execute.mock.calls[0]?.[1]);
  });

  it('a lost answer keeps the typed details for Try again', async () => {
    const { vm } = setUp([noAnswerYet]);
    await vm.start('/security-details/update-password');
    fill(vm);
    const typed = { ...vm.entries.values };
    await vm.submit();
    expect(vm.change.confirmState.kind).toBe('unknown');
    expect(vm.entries.values).toEqual(typed);
    expect(vm.failure).toBeNull();
  });

  it('0004: the kit’s field appears with the entries kept; a press without a code sends nothing; the code goes with the same entries under the same key', async () => {
    const asksNothingUpFront = { ...passwordPage, inputs: passwordPage.inputs.filter((i) => i.name !== 'reauthenticationCode') } as IdentityStep;
    const { vm, execute, navigator } = setUp(
      [
        { kind: 'reauthenticate', step: { ...asksNothingUpFront, status: 'INVALID', errors: [{ code: '0004', message: 'Re-authentication required.' }] } },
        { kind: 'done', step: { ...passwordPage, route: '/security-details/update-complete' } },
      ],
      undefined,
      asksNothingUpFront,
    );
    await vm.start('/security-details/update-password');
    expect(vm.change.reauthenticationAsked).toBe(false);
    fill(vm, '');
    await vm.submit();
    expect(execute.mock.calls[0]?.[1]).toEqual({ currentPassword: 'Mercury2024', newPassword: 'Lambeth2031', confirmPassword: 'Lambeth2031' });
    expect(vm.change.reauthenticationAsked).toBe(true);
    expect(vm.entries.values.newPassword, 'nothing is cleared: nothing changed').toBe('Lambeth2031');
    expect(vm.entries.secretsCleared).toBe(false);
    await vm.submit();
    expect(execute).toHaveBeenCalledTimes(1);
    expect(vm.summaryErrors).toEqual([{ fieldId: 'reauthentication-code', message: 'Please enter your Re-authentication Security Code.' }]);
    vm.change.reauthentication.setCode('123456');
    await vm.submit();
    expect(execute).toHaveBeenCalledTimes(2);
    expect(execute.mock.calls[1]?.[1]).toEqual({ currentPassword: 'Mercury2024', newPassword: 'Lambeth2031', confirmPassword: 'Lambeth2031', reauthenticationCode: '123456' });
    expect(execute.mock.calls[1]?.[2]).toBe(execute.mock.calls[0]?.[2]);
    expect(navigator.visited).toEqual(['/security-details/update-complete']);
  });

  it('leaving the page clears every secret', async () => {
    const { vm } = setUp([]);
    await vm.start('/security-details/update-password');
    fill(vm);
    vm.dispose();
    expect(Object.values(vm.entries.values).every((v) => v === '')).toBe(true);
  });
});

describe('SecurityDetailsViewModel after the page has gone', () => {
  it('an answer that arrives after leaving (or log-off) moves nobody', async () => {
    const { vm, navigator } = setUp([{ kind: 'done', step: { ...passwordPage, route: '/security-details/update-complete' } }]);
    await vm.start('/security-details/update-password');
    fill(vm);
    const sending = vm.submit();
    vm.dispose();
    await sending;
    expect(navigator.visited).toEqual([]);
  });
});

/**
 * Every string reachable from `root` through its properties (own and symbol-keyed, MobX's
 * administration included), the values of Maps and Sets, and what its getters give back.
 */
function reachableStrings(root: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      found.push(value);
      return;
    }
    if (value === null || typeof value !== 'object' || seen.has(value) || depth > 12) return;
    seen.add(value);
    if (value instanceof Map)
      for (const [k, v] of value) {
        visit(k, depth + 1);
        visit(v, depth + 1);
      }
    if (value instanceof Set) for (const v of value) visit(v, depth + 1);
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor && 'value' in descriptor) visit(descriptor.value, depth + 1);
      else if (descriptor?.get) visit(tryGet(() => descriptor.get?.call(value)), depth + 1);
    }
    const proto = Object.getPrototypeOf(value) as object | null;
    if (proto && proto !== Object.prototype && proto !== Array.prototype) {
      for (const key of Reflect.ownKeys(proto)) {
        const getter = Object.getOwnPropertyDescriptor(proto, key)?.get;
        if (getter) visit(tryGet(() => getter.call(value)), depth + 1);
      }
    }
  };
  visit(root, 0);
  return found;
}

function tryGet(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return undefined;
  }
}

const keptSecrets = (vm: SecurityDetailsViewModel) => {
  const strings = reachableStrings(vm);
  return ['Mercury2024', 'Lambeth2031', '000000'].filter((secret) => strings.some((s) => s.includes(secret)));
};

describe('SecurityDetailsViewModel keeps nothing of a secret', () => {
  it('after a refusal that cleared the entries', async () => {
    const { vm } = setUp([wrongCode]);
    await vm.start('/security-details/update-password');
    fill(vm, '000000');
    await vm.submit();
    expect(vm.entries.secretsCleared).toBe(true);
    expect(keptSecrets(vm)).toEqual([]);
  });

  it('after a lost answer, once the page is left', async () => {
    const { vm } = setUp([noAnswerYet]);
    await vm.start('/security-details/update-password');
    fill(vm, '000000');
    await vm.submit();
    expect(keptSecrets(vm), 'kept for Try again while on the page').not.toEqual([]);
    vm.dispose();
    expect(keptSecrets(vm)).toEqual([]);
  });

  it("in the session's lost answers: the kind of change only", async () => {
    const { vm, session } = setUp([noAnswerYet]);
    await vm.start('/security-details/update-password');
    fill(vm, '000000');
    await vm.submit();
    expect(session.outcomes.valuesIn('my-details/security-details')).toEqual(['{"change":"update-password"}']);
    const strings = reachableStrings(session.outcomes);
    expect(['Mercury2024', 'Lambeth2031', '000000'].filter((secret) => strings.some((s) => s.includes(secret)))).toEqual([]);
  });
});
